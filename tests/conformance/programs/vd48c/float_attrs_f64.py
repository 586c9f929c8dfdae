"""Float attributes a MindSpore 2.10 CPU kernel holds as a C++ float, on Float64 inputs (measured in both modes): the
loss / rescale is computed in float64 with the attribute rounded to float32 -- SmoothL1Loss's beta
(ops.smooth_l1_loss, nn.SmoothL1Loss, mint.nn.functional.smooth_l1_loss and their gradient: beta 2.3 is
2.299999952316284), Renorm's maxnorm (ops.renorm, Tensor.renorm: 0.7 is 0.699999988079071), and
mint.nn.functional.softplus's beta / threshold, whose Float64 result is log1p(exp(beta x)) / beta in float64 (not
the float32 Softplus kernel's values that ops.softplus gives).  msgraph used the exact float64 attributes and, for
mint's softplus, ops.softplus's float32 values (SILENT, relative errors 1e-8 .. 1e-7 in Float64 results; found by
vd48c's sweep of float scalars given with Float64 Tensors, after the value dump of st/mint/test_float_power.py)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn, ops
from _conf import emit

EXACT = dict(rtol=1e-13, atol=0.0)
F = mint.nn.functional

y = Tensor(np.array([0.93, 1.7, 0.5, -0.4, 3.1]), ms.float64)
t = Tensor(np.zeros(5), ms.float64)
z = Tensor(np.array([[0.93, 1.7], [0.5, -0.4]]), ms.float64)


def out(r):
    return (str(r.dtype), r.shape, r.asnumpy().tolist())


emit("mint_smooth_l1_mean", out(F.smooth_l1_loss(y, t, beta=2.3)), **EXACT)
emit("mint_smooth_l1_none", out(F.smooth_l1_loss(y, t, reduction="none", beta=2.3)), **EXACT)
emit("ops_smooth_l1", out(ops.smooth_l1_loss(y, t, beta=2.3)), **EXACT)
emit("nn_smooth_l1", out(nn.SmoothL1Loss(beta=2.3)(y, t)), **EXACT)
def sl1_sum(a):
    return ops.smooth_l1_loss(a, t, beta=2.3).sum()


emit("ops_smooth_l1_grad", out(ms.grad(sl1_sum)(y)), **EXACT)
emit("ops_smooth_l1_f32", out(ops.smooth_l1_loss(y.astype(ms.float32), t.astype(ms.float32), beta=2.3)), **EXACT)
emit("ops_renorm", out(ops.renorm(z, 2, 0, 0.7)), **EXACT)
emit("ops_renorm_p3", out(ops.renorm(z, 3, 0, 0.7)), **EXACT)
emit("tensor_renorm", out(z.renorm(2, 0, 0.7)), **EXACT)
emit("mint_softplus_beta_threshold", out(F.softplus(y, 2.3, 0.7)), rtol=1e-15, atol=0.0)
emit("mint_softplus_beta", out(F.softplus(y, 2.3)), rtol=1e-15, atol=0.0)
emit("mint_softplus_threshold", out(F.softplus(y, 1, 0.93)), rtol=1e-15, atol=0.0)
emit("mint_softplus_default", out(F.softplus(y)), rtol=1e-15, atol=0.0)


@ms.jit
def jit_forms(a, b, c):
    return F.smooth_l1_loss(a, b, beta=2.3), ops.renorm(c, 2, 0, 0.7), F.softplus(a, 2.3, 0.7)


emit("jit_forms", [out(r) for r in jit_forms(y, t, z)], rtol=1e-15, atol=0.0)
