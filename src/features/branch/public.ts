// What other features may use of the branch screen: how a branch's address and map link are
// shown (an order paid at a branch shows its branch the same way).
export { branchAddress } from './branchDisplay';
export { BranchMapLink } from './parts/BranchMapLink';
