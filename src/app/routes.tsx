import { lazy, type ReactNode, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { routes } from '@/lib/paths';
import { RequireAuth } from './guards';
import { RouteFallback } from './RouteFallback';

// Every screen is its own chunk: the first load carries only the shell.
const Home = lazy(() => import('@/features/home/HomeScreen'));
const Blogs = lazy(() => import('@/features/blogs/BlogsScreen'));
const BlogDetail = lazy(() => import('@/features/blogs/BlogDetailScreen'));
const BlendIntro = lazy(() => import('@/features/blend-intro/BlendIntroScreen'));
const Blend = lazy(() => import('@/features/blend/BlendScreen'));
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
const Cart = lazy(() => import('@/features/cart/CartScreen'));
const Checkout = lazy(() => import('@/features/checkout/CheckoutScreen'));
const SelectBranch = lazy(() => import('@/features/branch/SelectBranchScreen'));

// A mock build pays on the demo's offline payment page, which only mockBoot may import; the
// flag is a constant, so a production build drops the loader and the mock with it.
const loadMockSnap =
  import.meta.env.VITE_USE_MOCKS === 'true'
    ? () => import('./mockBoot').then((boot) => boot.loadMockPayment())
    : undefined;

function Guarded({ children }: { children: ReactNode }) {
  return <RequireAuth>{children}</RequireAuth>;
}

function GoHome() {
  return <Redirect to={routes.home} replace />;
}

/**
 * The route table of SPEC.md §2, in one place. Flat on purpose: every pattern is a whole
 * path from lib/paths, so a redirect or a link inside a screen means the same everywhere.
 * The signed-in area is guarded as a whole, so a guest on any /main address (known or not)
 * goes to /login first.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Switch>
        <Route path={routes.home} component={Home} />
        <Route path={routes.homeAlias} component={GoHome} />
        <Route path={routes.products} component={Products} />
        <Route path={routes.productDetail} component={ProductDetail} />
        <Route path={routes.partnership} component={Partnership} />
        <Route path={routes.blogs} component={Blogs} />
        <Route path={routes.blogDetail} component={BlogDetail} />
        <Route path={routes.blendIntro} component={BlendIntro} />
        <Route path={routes.blendStep}>
          <Guarded>
            <Blend />
          </Guarded>
        </Route>
        <Route path={routes.login} component={Login} />
        <Route path={routes.register} component={Register} />
        <Route path={routes.completeProfile} component={CompleteProfile} />
        <Route path={routes.activation} component={Activation} />
        <Route path="/main/*?">
          <Guarded>
            <MainArea />
          </Guarded>
        </Route>
        <Route component={GoHome} />
      </Switch>
    </Suspense>
  );
}

/** The signed-in area's screens; any other /main path goes home (SPEC §2). */
function MainArea() {
  return (
    <Switch>
      <Route path={routes.userProfile} component={Profile} />
      <Route path={routes.profile} component={Profile} />
      <Route path={routes.user} component={Profile} />
      <Route path={routes.editProfile} component={EditProfile} />
      <Route path={routes.cart} component={Cart} />
      <Route path={routes.checkout}>
        <Checkout loadMockSnap={loadMockSnap} />
      </Route>
      <Route path={routes.selectBranch} component={SelectBranch} />
      <Route path={routes.address} component={Addresses} />
      <Route path={routes.addressForm} component={AddressForm} />
      <Route path={routes.addressFormEdit} component={AddressForm} />
      <Route path={routes.orderHistory} component={OrderHistory} />
      <Route component={GoHome} />
    </Switch>
  );
}
