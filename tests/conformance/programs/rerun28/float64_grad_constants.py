"""float64 gradients keep their rule's constants exact: ReduceMean's 1 / n, Erf's 2 / sqrt(pi) (MindSpore 2.10's
bprops make them Tensors of the input's dtype).  Since session 27 rounded every Python float beside a float64 Tensor
to float32 (as MindSpore does for the user's own floats, still checked here: ops.mul(x, 0.1) and its gradient), the
gradient rules' constants were rounded too: d mean / dx was 0.0416666679 (diff_sweep zoo_grad / zoo_methods2 /
zoo_mint2 rerun).  Besides the gradients, each label records the error against a float64 numpy reference in units
of 1e-9 (relative), rounded: 0 here, about 30 with a float32 constant (the harness compares floats with a tolerance
that a float32-rounded float64 value passes)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, ops
from _conf import emit_error
from _rerun28_util import call

A = np.arange(24.0).reshape(2, 3, 4) * 0.1 + 0.05
X = Tensor(A)
ERF = 2 / np.sqrt(np.pi) * np.exp(-A * A)


def checked(fn, x, ref):
    g = call(fn, x)
    return g, np.round((g.asnumpy() - ref) / ref * 1e9).tolist()


def g_reduce_mean(x):
    return ms.grad(ops.ReduceMean(True))(x)


def g_method_mean(x):
    return ms.grad(lambda a: a.mean(-2))(x)


def g_mint_mean(x):
    return ms.grad(lambda a: mint.mean(a))(x)


def g_erf(x):
    return ms.grad(ops.erf)(x)


def g_user_float(x):
    return ms.grad(lambda a: ops.mul(a, 0.1) + a * a * 0.3)(x)


def user_float(x):
    return ops.add(x, 0.1)


emit_error("grad ReduceMean float64", checked, g_reduce_mean, X, np.full(A.shape, 1 / 24))
emit_error("grad Tensor.mean float64", checked, g_method_mean, X, np.full(A.shape, 1 / 3))
emit_error("grad mint.mean float64", checked, g_mint_mean, X, np.full(A.shape, 1 / 24))
emit_error("grad erf float64", checked, g_erf, X, ERF)
emit_error("grad with user floats float64", checked, g_user_float, X, np.float32(0.1) + 2 * A * np.float32(0.3))
emit_error("user float beside float64", checked, user_float, X, A + np.float32(0.1))
