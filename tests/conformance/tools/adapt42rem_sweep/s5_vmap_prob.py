"""st/vmap and ut/python/vmap angles over this session's APIs: ops.vmap of Cells calling distribution methods,
bijectors, scipy.fft and linalg functions with in_axes / out_axes variants, vmap of their gradients, nested vmap."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
import mindspore.nn.probability.distribution as msd
import mindspore.nn.probability.bijector as msb
from mindspore.scipy.fft import dct, idct
import mindspore.scipy as msp
from _h import case

F32 = np.float32
X = Tensor(np.array([[0.2, 0.5, 1.5], [0.7, 1.1, 2.0]], F32))
M = Tensor(np.array([[0.0, 0.5, -0.5], [1.0, 0.2, 0.3]], F32))
S = Tensor(np.array([[1.0, 2.0, 0.5], [1.5, 0.7, 1.2]], F32))


class LP(nn.Cell):
    def __init__(self, d, meth="log_prob"):
        super().__init__()
        self.d = d
        self.meth = meth

    def construct(self, x, m, s):
        if self.meth == "cdf":
            return self.d.cdf(x, m, s)
        return self.d.log_prob(x, m, s)


class Bij(nn.Cell):
    def __init__(self, b):
        super().__init__()
        self.b = b

    def construct(self, x):
        return self.b.forward(x) + self.b.forward_log_jacobian(x)


class DCT(nn.Cell):
    def construct(self, x):
        return dct(x) + idct(x, norm="ortho")


for dn, d in (("normal", msd.Normal()), ("logistic", msd.Logistic()), ("cauchy", msd.Cauchy()),
              ("laplace", msd.Laplace()), ("lognormal", msd.LogNormal())):
    for ia in ((0, 0, 0), (1, 1, 1), (0, None, None), (1, 0, 0), (0, 0, None)):
        def f(d=d, ia=ia):
            m = M if ia[1] is not None else M[0]
            s = S if ia[2] is not None else S[0]
            if ia[1] == 0 and ia[0] == 1:
                m, s = M.T, S.T
            if ia[1] == 1:
                m, s = M, S
            x = X.T if ia[0] == 1 and ia[1] != 1 else X
            if ia == (1, 1, 1):
                x = X
            return ops.vmap(LP(d), in_axes=ia)(x, m, s)
        case(f"A_{dn}_{ia}", f)
    case(f"A_{dn}_out1", lambda d=d: ops.vmap(LP(d), in_axes=0, out_axes=1)(X, M, S))
    case(f"A_{dn}_cdf", lambda d=d: ops.vmap(LP(d, "cdf"), in_axes=(0, 0, 0))(X, M, S))
    case(f"A_{dn}_grad", lambda d=d: ops.vmap(ops.grad(LP(d), grad_position=(0, 1, 2)), in_axes=0)(X, M, S))
    case(f"A_{dn}_nested", lambda d=d: ops.vmap(ops.vmap(LP(d), in_axes=0), in_axes=0)(
        ops.stack([X, X * 2]), ops.stack([M, M]), ops.stack([S, S * 3])))
for bn, b in (("exp", msb.Exp()), ("affine", msb.ScalarAffine(2.0, 1.0)), ("softplus", msb.Softplus(2.0)),
              ("power", msb.PowerTransform(0.5)), ("gumbel", msb.GumbelCDF(0.5, 2.0))):
    for ia, oa in ((0, 0), (1, 0), (0, 1), (1, 1)):
        case(f"B_{bn}_{ia}_{oa}", lambda b=b, ia=ia, oa=oa: ops.vmap(Bij(b), in_axes=ia, out_axes=oa)(X))
    case(f"B_{bn}_grad", lambda b=b: ops.vmap(ops.grad(Bij(b)), in_axes=0)(X))
for ia, oa in ((0, 0), (1, 0), (0, 1), (1, 1)):
    case(f"C_dct_{ia}_{oa}", lambda ia=ia, oa=oa: ops.vmap(DCT(), in_axes=ia, out_axes=oa)(X))
case("C_dct_grad", lambda: ops.vmap(ops.grad(DCT()), in_axes=0)(X))
A = Tensor(np.array([[[4.0, 1.0], [1.0, 3.0]], [[2.0, 0.5], [0.5, 1.0]]], F32))
case("D_det_vmap", lambda: ops.vmap(msp.linalg.det, in_axes=0)(A))
case("D_inv_vmap", lambda: ops.vmap(msp.linalg.inv, in_axes=0)(A))
case("D_cholesky_vmap", lambda: ops.vmap(msp.linalg.cholesky, in_axes=0)(A))
case("D_det_vmap_axis2", lambda: ops.vmap(msp.linalg.det, in_axes=2)(A))
