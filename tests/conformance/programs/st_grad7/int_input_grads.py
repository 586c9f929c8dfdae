# Gradients with respect to integer Tensors keep the input's integer dtype (both modes, ms.grad and
# GradOperation); ReduceMin / ReduceMax (ops.min, Tensor.max, min_ext) split a tie by integer division
# (1 // 2 == 0); eager Tensor.mean of an int Tensor is MeanExt (a float gradient) except through the
# deprecated overload (axis= / keep_dims= by name), which is ReduceMean (the gradient truncated).
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from mindspore.ops.function.array_func import min_ext
from _conf import emit

xi = Tensor(np.array([[3, 1, 5], [2, 8, 1]], np.int32))
yi = Tensor(np.array([[2, 2, 3], [1, 4, 2]], np.int32))
xf = Tensor(np.array([[3, 1, 5], [2, 8, 1]], np.float32))


def f_min(x):
    return ops.min(x)


def f_max(x):
    return x.max()


def f_min_ext(x):
    return min_ext(x)


def f_min_axis(x):
    return ops.min(x, axis=1, keepdims=True)[0]


def f_amax(x):
    return ops.amax(x, axis=0)


def f_mul(x, y):
    return x * y


def f_div(x, y):
    return ops.div(x, y)


def f_mean_none(x):
    return x.mean()


def f_mean_pos(x):
    return x.mean(0)


def f_mean_axis_kw(x):
    return x.mean(axis=0)


def f_mean_keep_dims_kw(x):
    return x.mean(keep_dims=True)


def f_mean_axis_none_kw(x):
    return x.mean(axis=None)


def f_mean_dim(x):
    return x.mean(dim=0)


def f_ops_mean(x):
    return ops.mean(x)


def f_mulfl(x):
    return x * 2.5


for name, f, args in [("min", f_min, (xi,)), ("max", f_max, (xi,)), ("min_ext", f_min_ext, (xi,)),
                      ("min_axis", f_min_axis, (xi,)), ("amax", f_amax, (xi,)), ("min_float", f_min, (xf,)),
                      ("mul", f_mul, (xi, yi)), ("mul_int_float", f_mul, (xi, xf)), ("div", f_div, (xi, yi)),
                      ("mean_none", f_mean_none, (xi,)), ("mean_pos", f_mean_pos, (xi,)),
                      ("mean_axis_kw", f_mean_axis_kw, (xi,)), ("mean_keep_dims_kw", f_mean_keep_dims_kw, (xi,)),
                      ("mean_axis_none_kw", f_mean_axis_none_kw, (xi,)), ("mean_dim", f_mean_dim, (xi,)),
                      ("ops_mean", f_ops_mean, (xi,)), ("mul_float_scalar", f_mulfl, (xi,))]:
    pos = tuple(range(len(args))) if len(args) > 1 else 0
    g = ops.grad(f, grad_position=pos)
    go = ops.GradOperation(get_all=True)(f)
    if ms.get_context("mode") == ms.GRAPH_MODE:
        g, go = ms.jit(g), ms.jit(go)
    emit(name + "_grad", g(*args))
    emit(name + "_gradop", go(*args))
