import { lazy, type ReactNode, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { RequireAuth } from './guards';
import { RouteFallback } from './RouteFallback';

// Every screen is its own chunk: the first load carries only the shell.
const ComingSoon = lazy(() => import('./ComingSoon'));
const Home = lazy(() => import('@/features/home/HomeScreen'));
const Blogs = lazy(() => import('@/features/blogs/BlogsScreen'));
const BlogDetail = lazy(() => import('@/features/blogs/BlogDetailScreen'));
const BlendIntro = lazy(() => import('@/features/blend-intro/BlendIntroScreen'));
const Profile = lazy(() => import('./ProfileRoute'));
const EditProfile = lazy(() => import('@/features/profile/EditProfileScreen'));
const OrderHistory = lazy(() => import('@/features/orders/OrderHistoryScreen'));
const Addresses = lazy(() => import('@/features/addresses/AddressListScreen'));
const AddressForm = lazy(() => import('@/features/addresses/AddressFormScreen'));
const Products = lazy(() => import('@/features/catalogue/ProductsScreen'));
const ProductDetail = lazy(() => import('@/features/catalogue/ProductDetailScreen'));
const Login = lazy(() => import('@/features/auth/LoginScreen'));
const Register = lazy(() => import('@/features/auth/RegisterScreen'));
const CompleteProfile = lazy(() => import('@/features/auth/CompleteProfileScreen'));
const Activation = lazy(() => import('@/features/auth/ActivationScreen'));
const Partnership = lazy(() => import('@/features/partnership/PartnershipScreen'));

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
            <ComingSoon title="Buat Blend Kopi Kamu" />
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
              <Route path="/cart">
                <ComingSoon title="Keranjang" />
              </Route>
              <Route path="/checkout">
                <ComingSoon title="Checkout" />
              </Route>
              <Route path="/select-branch">
                <ComingSoon title="Pilih cabang" />
              </Route>
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
