"""mindspore.numpy: defaults, dtypes and values of the commonly used functions, eagerly and in a graph."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor
from _conf import emit

x = Tensor(np.array([[1, 2], [3, 4]], np.int32))
f = Tensor(np.array([[1.5, -2.0], [0.25, 4.0]], np.float32))
emit("array_int", mnp.array([1, 2]))
emit("array_float", mnp.array([1.0, 2]))
emit("asarray", mnp.asarray([1, 2]))
emit("arange", mnp.arange(5))
emit("arange_f", mnp.arange(0, 1, 0.25))
emit("zeros", mnp.zeros((2, 3)))
emit("ones_int", mnp.ones((2,), mnp.int32))
emit("full", mnp.full((2,), 3))
emit("full_f", mnp.full((2,), 3.5))
emit("eye", mnp.eye(2))
emit("linspace", mnp.linspace(0, 1, 5))
emit("mean_int", mnp.mean(x))
emit("mean_axis", mnp.mean(x, axis=0))
emit("sum", mnp.sum(x))
emit("sum_axis", mnp.sum(f, axis=1))
emit("std", mnp.std(f))
emit("var", mnp.var(f, axis=0))
emit("dot", mnp.dot(x, x))
emit("matmul", mnp.matmul(f, f))
emit("where", mnp.where(x > 2, x, 0))
emit("clip", mnp.clip(x, 2, 3))
emit("concatenate", mnp.concatenate((x, x), axis=1))
emit("stack", mnp.stack((x, x)))
emit("sqrt_int", mnp.sqrt(x))
emit("exp", mnp.exp(f))
emit("log", mnp.log(mnp.abs(f)))
emit("power", mnp.power(x, 2))
emit("divide", mnp.divide(x, 2))
emit("true_divide", mnp.true_divide(x, x))
emit("argmax", mnp.argmax(x))
emit("argmax_axis", mnp.argmax(f, axis=1))
emit("amax", mnp.amax(x, axis=1))
emit("cumsum", mnp.cumsum(x))
emit("flip", mnp.flip(x))
emit("tile", mnp.tile(x, 2))
emit("repeat", mnp.repeat(x, 2, axis=1))
emit("reshape", mnp.reshape(x, (4,)))
emit("transpose", mnp.transpose(x))
emit("expand_dims", mnp.expand_dims(x, 0))
emit("squeeze", mnp.squeeze(mnp.zeros((1, 2))))
emit("abs", mnp.abs(Tensor(np.array([-1, 2], np.int32))))
emit("isnan", mnp.isnan(Tensor(np.array([np.nan, 1.0], np.float32))))
emit("norm", mnp.norm(Tensor(np.array([3., 4.], np.float32))))
emit("zeros_like", mnp.zeros_like(x))
emit("ones_like_f", mnp.ones_like(x, dtype=mnp.float32))
emit("average", mnp.average(Tensor(np.array([1., 2, 4], np.float32))))
emit("split", mnp.split(x, 2))
emit("meshgrid", mnp.meshgrid(mnp.arange(2), mnp.arange(3)))
emit("square", mnp.square(x))
emit("floor_divide", mnp.floor_divide(x, 2))
emit("remainder", mnp.remainder(x, 3))
emit("ravel", mnp.ravel(x))
emit("diag_mat", mnp.diag(x))
emit("diag_vec", mnp.diag(mnp.array([1, 2])))
emit("trace", mnp.trace(x))
emit("outer", mnp.outer(mnp.arange(2), mnp.arange(3)))
emit("tril", mnp.tril(mnp.ones((3, 3))))
emit("triu", mnp.triu(mnp.ones((3, 3)), 1))
emit("logical_and", mnp.logical_and(x > 1, x < 4))


emit("sign", mnp.sign(Tensor(np.array([-2., 0, 3], np.float32))))
emit("swapaxes", mnp.swapaxes(x, 0, 1))
emit("moveaxis", mnp.moveaxis(mnp.zeros((2, 3, 4)), 0, -1).shape)
emit("broadcast_to", mnp.broadcast_to(mnp.arange(3), (2, 3)))
emit("identity", mnp.identity(2))
emit("isclose", mnp.isclose(f, f + 1e-7))
emit("hstack", mnp.hstack((x, x)))
emit("vstack", mnp.vstack((x, x)))
emit("consts", (mnp.pi, mnp.inf))


@ms.jit
def graph_fn(a, b):
    c = mnp.matmul(a, b) + mnp.ones((2, 2))
    d = mnp.mean(c, axis=0) * mnp.sqrt(mnp.abs(b)).sum()
    return mnp.concatenate((c, mnp.expand_dims(d, 0)), axis=0), mnp.where(c > 2, c, mnp.zeros_like(c))


emit("graph_fn", graph_fn(f, f))
def loss(a):
    return mnp.sum(mnp.square(mnp.tanh(a)) * mnp.exp(a))


# rtol 1e-4: MindSpore's float32 tanh gradient (1 - tanh^2 near tanh = 1) is 3e-5 off the float64 value
emit("grad_through_mnp", ms.grad(loss)(f), rtol=1e-4)
