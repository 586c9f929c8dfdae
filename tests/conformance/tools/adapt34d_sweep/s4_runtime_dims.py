import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
import os; ms.set_context(mode=ms.GRAPH_MODE if os.environ.get("MODE", "graph") == "graph" else ms.PYNATIVE_MODE)
x = Tensor(np.array([[1., 0, 2], [2, 0, 1]], np.float32)); m = Tensor(np.array([[True, False, True], [False, False, True]]))
def t(name, f):
    class Net(nn.Cell):
        def construct(self, x, m):
            a = ops.masked_select(x, m)
            return f(a)
    try:
        print(name, repr(Net()(x, m)))
    except Exception as e:
        print(name, "EXC", type(e).__name__, str(e)[:150].replace("\n", " "))
def f_shape(a):
    return a.shape
t('shape', f_shape)
def f_shape0p1(a):
    return a.shape[0] + 1
t('shape0p1', f_shape0p1)
def f_opsshape(a):
    return ops.shape(a)
t('opsshape', f_opsshape)
def f_reshape(a):
    return a.reshape(a.shape[0], 1)
t('reshape', f_reshape)
def f_dyn_shape(a):
    return ops.dyn_shape(a)
t('dyn_shape', f_dyn_shape)
def f_size(a):
    return a.size
t('size', f_size)
def f_ndim(a):
    return a.ndim
t('ndim', f_ndim)
def f_zeros(a):
    return ops.zeros(a.shape, ms.float32)
t('zeros', f_zeros)
def f_len(a):
    return len(a)
t('len', f_len)
def f_shape_mul(a):
    return a * a.shape[0]
t('shape_mul', f_shape_mul)
def f_shape_div(a):
    return a.sum() / a.shape[0]
t('shape_div', f_shape_div)
def f_ones2(a):
    return ops.ones((a.shape[0], 2), ms.int32)
t('ones2', f_ones2)
def f_arange(a):
    return ops.arange(a.shape[0])
t('arange', f_arange)
def f_shape_eq(a):
    return a.shape == (3,)
t('shape_eq', f_shape_eq)
def f_shape_neg(a):
    return a.shape[-1]
t('shape_neg', f_shape_neg)
def f_broadcast(a):
    return ops.broadcast_to(a, (2, a.shape[0]))
t('broadcast', f_broadcast)
def f_numel(a):
    return a.numel()
t('numel', f_numel)
def f_bt_neg(a):
    return ops.broadcast_to(a, (2, -1))
t('bt_neg', f_bt_neg)
def f_fill(a):
    return ops.fill(ms.float32, a.shape, 2.0)
t('fill', f_fill)
def f_full(a):
    return ops.full((a.shape[0],), 3, dtype=ms.int32)
t('full', f_full)
def f_slice(a):
    return a[:a.shape[0] - 1]
t('slice', f_slice)
def f_if(a):
    if a.shape[0] > 2:
        return a * 2
    return a
t('if_shape', f_if)
def f_expand(a):
    return ops.expand_dims(a, 0).shape
t('expand', f_expand)
def f_view(a):
    return a.view(a.shape[0], 1)
t('view', f_view)
def f_tile(a):
    return ops.tile(a, (2,))
t('tile', f_tile)
def f_zeros_like(a):
    return ops.zeros_like(a) + a.shape[0]
t('zeros_like', f_zeros_like)
def f_concat(a):
    return ops.concat((a, a)).shape
t('concat_shape', f_concat)
def f_mean_div(a):
    return a.sum() / len(a)
t('mean_len', f_mean_div)
def f_float_dim(a):
    return a * float(a.shape[0])
t('float_dim', f_float_dim)
def f_tensor_dim(a):
    return Tensor(a.shape[0]) if False else ops.scalar_to_tensor(a.shape[0])
t('scalar_to_tensor', f_tensor_dim)
def f_tuple_shape(a):
    s = a.shape
    return s + (1,), s * 2, len(s)
t('tuple_ops', f_tuple_shape)
def f_range(a):
    out = a
    for i in range(a.shape[0]):
        out = out + 1
    return out
t('range_dim', f_range)
def f_stack(a):
    return ops.stack([a, a], axis=1).shape[0]
t('stack_shape', f_stack)
def f_print(a):
    print("shape", a.shape)
    return a
t('print_shape', f_print)
def f_fstr(a):
    return "n=%d" % a.shape[0]
t('fmt_shape', f_fstr)
