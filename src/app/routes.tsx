import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { RequireAuth } from './guards';
import { RouteFallback } from './RouteFallback';

/** Every screen is its own chunk: the first load carries only the shell. */
function screen(load: () => Promise<{ default: ComponentType }>) {
  const Screen = lazy(load);
  return function LazyScreen() {
    return <Screen />;
  };
}

function comingSoon(title: string) {
  const Screen = lazy(() => import('./ComingSoon'));
  return function ComingSoonScreen() {
    return <Screen title={title} />;
  };
}

const Home = comingSoon('Blend Kopimu Sendiri');
const Products = comingSoon('Produk yang harus kamu coba!');
const ProductDetail = comingSoon('Detail produk');
const Partnership = comingSoon('Partnership');
const Blogs = comingSoon('Kenali produk kami lebih jauh');
const BlogDetail = comingSoon('Blog');
const BlendIntro = comingSoon('Buat Blend Kopi Kamu');
const Blend = comingSoon('Buat Blend Kopi Kamu');
const Login = comingSoon('Login');
const Register = comingSoon('Daftar');
const CompleteProfile = comingSoon('Lengkapi biodata kamu ya!');
const Activation = comingSoon('Aktivasi akun');
const Profile = comingSoon('Profil');
const EditProfile = comingSoon('Ubah profil');
const Cart = comingSoon('Keranjang');
const Checkout = comingSoon('Checkout');
const SelectBranch = comingSoon('Pilih cabang');
const Addresses = comingSoon('Daftar Alamat');
const AddressForm = comingSoon('Alamat');
const OrderHistory = comingSoon('Pesanan Saya');

function Guarded({ children }: { children: ReactNode }) {
  return <RequireAuth>{children}</RequireAuth>;
}

/** The route table of SPEC.md §2, in one place. */
export function AppRoutes() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Switch>
        <Route path="/" component={Home} />
        <Route path="/home">
          <Redirect to="/" replace />
        </Route>
        <Route path="/products" component={Products} />
        <Route path="/products/:slug/:productCode" component={ProductDetail} />
        <Route path="/partnership" component={Partnership} />
        <Route path="/blogs" component={Blogs} />
        <Route path="/blogs/detail/:slug" component={BlogDetail} />
        <Route path="/custom-blend/introduction" component={BlendIntro} />
        <Route path="/custom-blend/:step?">
          <Guarded>
            <Blend />
          </Guarded>
        </Route>
        <Route path="/login" component={Login} />
        <Route path="/register" component={Register} />
        <Route path="/lengkapi-profil" component={CompleteProfile} />
        <Route path="/Activation/:alias" component={Activation} />
        <Route path="/main" nest>
          <Guarded>
            <Switch>
              <Route path="/user-profile" component={Profile} />
              <Route path="/profile" component={Profile} />
              <Route path="/user" component={Profile} />
              <Route path="/edit-profile" component={EditProfile} />
              <Route path="/cart" component={Cart} />
              <Route path="/checkout" component={Checkout} />
              <Route path="/select-branch" component={SelectBranch} />
              <Route path="/address" component={Addresses} />
              <Route path="/address-form" component={AddressForm} />
              <Route path="/address-form/:alias" component={AddressForm} />
              <Route path="/order-history" component={OrderHistory} />
              <Route>
                <Redirect to="~/" replace />
              </Route>
            </Switch>
          </Guarded>
        </Route>
        <Route>
          <Redirect to="/" replace />
        </Route>
      </Switch>
    </Suspense>
  );
}

export { screen };
