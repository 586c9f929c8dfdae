"""The a..l ops models use most (concat, cast, expand_dims, argmax / ArgMaxWithValue, broadcast_to, cumsum, clamp,
flatten, gather, div, equal, less, layer_norm, l2_normalize, bias_add, batch_matmul, dense) in @ms.jit functions with
keyword forms, negative axes, Python scalars / tuples / lists as arguments, inside `if` / `for` on Tensor values, and
under ms.grad / value_and_grad of those jit functions; dtypes float16 / float32 / int32 / bool."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _h import case

X = Tensor(np.array([[0.5, -1.5, 2.0], [4.0, 3.25, -0.75]], np.float32))
XH = Tensor(np.array([[0.5, -1.5, 2.0], [4.0, 3.25, -0.75]], np.float16))
XI = Tensor(np.array([[1, -2, 3], [6, 4, -1]], np.int32))
XB = Tensor(np.array([[True, False, True], [False, False, True]]))
IDX = Tensor(np.array([2, 0, 2], np.int32))


@ms.jit
def concat_kw(x):
    return ops.concat((x, x * 2), axis=-1)


@ms.jit
def concat_list(x):
    return ops.cat([x, x], -2)


@ms.jit
def cast_chain(x):
    return ops.cast(ops.cast(x, ms.float16) * 2, ms.int32)


@ms.jit
def expand_kw(x):
    return ops.expand_dims(x, axis=-3)


@ms.jit
def argmax_kw(x):
    return ops.argmax(x, dim=-1, keepdim=True)


@ms.jit
def argmax_value(x):
    i, v = ops.ArgMaxWithValue(axis=-1, keep_dims=False)(x)
    return i, v


@ms.jit
def bcast_tuple(x):
    return ops.broadcast_to(x[0], (3, -1))


@ms.jit
def cumsum_kw(x):
    return ops.cumsum(x, axis=-2, dtype=ms.float32)


@ms.jit
def clamp_kw(x):
    return ops.clamp(x, min=-1, max=2.5)


@ms.jit
def clamp_tensor(x):
    return ops.clamp(x, Tensor(-1.0, ms.float32), None)


@ms.jit
def flatten_kw(x):
    return ops.flatten(ops.expand_dims(x, 0), start_dim=1, end_dim=-1)


@ms.jit
def gather_neg(x):
    return ops.gather(x, IDX, axis=-1)


@ms.jit
def gather_d(x):
    return ops.gather_elements(x, 1, Tensor(np.array([[0, 0, 1], [2, 1, 0]], np.int32)))


@ms.jit
def div_scalar_first(x):
    return ops.div(3, x)


@ms.jit
def equal_scalar(x):
    return ops.equal(x, 2)


@ms.jit
def less_kw(x):
    return ops.less(input=x, other=1)


@ms.jit
def layer_norm_fn(x):
    return ops.layer_norm(x, (3,), None, None, 1e-5) if hasattr(ops, "layer_norm") else ops.LayerNorm(-1, -1)(
        x, ops.ones((3,), x.dtype), ops.zeros((3,), x.dtype))[0]


@ms.jit
def layer_norm_prim(x):
    return ops.LayerNorm(begin_norm_axis=-1, begin_params_axis=-1)(x, ops.ones((3,), x.dtype),
                                                                   ops.zeros((3,), x.dtype))[0]


@ms.jit
def l2n(x):
    return ops.L2Normalize(axis=-1, epsilon=1e-12)(x)


@ms.jit
def bias_add_nchw(x):
    return ops.bias_add(ops.reshape(x, (1, 2, 3, 1)), Tensor(np.array([1.0, -1.0], np.float32)))


@ms.jit
def bmm_T(x):
    return ops.BatchMatMul(transpose_b=True)(ops.expand_dims(x, 0), ops.expand_dims(x, 0))


@ms.jit
def dense_fn(x):
    return ops.dense(x, Tensor(np.ones((4, 3), np.float32)), None) if hasattr(ops, "dense") else x


@ms.jit
def ctrl_if(x):
    if ops.reduce_sum(x) > 3:
        y = ops.cumsum(x, -1)
    else:
        y = ops.clamp(x, -1.0, 1.0)
    return y * 2


@ms.jit
def ctrl_for(x):
    y = x
    for i in range(3):
        y = ops.concat((y[:, 1:], y[:, :1]), -1) + i
    return y


@ms.jit
def ctrl_while(x):
    y = x
    n = Tensor(0, ms.int32)
    while ops.reduce_max(y) < 10:
        y = ops.exp(ops.clamp(y, -2.0, 2.0)) + y
        n = n + 1
    return y, n


@ms.jit
def ctrl_argmax_index(x):
    i = ops.argmax(x, -1)
    return ops.gather(x, i, 1) if i[0] > 0 else ops.gather(x, i, 0)


FNS1 = [("concat_kw", concat_kw), ("concat_list", concat_list),
        ("cast_chain", cast_chain), ("expand_kw", expand_kw), ("argmax_kw", argmax_kw), ("argmax_value", argmax_value),
        ("bcast_tuple", bcast_tuple), ("cumsum_kw", cumsum_kw), ("clamp_kw", clamp_kw), ("clamp_tensor", clamp_tensor),
        ("flatten_kw", flatten_kw), ("gather_neg", gather_neg), ("gather_d", gather_d),
        ("div_scalar_first", div_scalar_first), ("equal_scalar", equal_scalar), ("less_kw", less_kw),
        ("layer_norm_fn", layer_norm_fn), ("layer_norm_prim", layer_norm_prim), ("l2n", l2n),
        ("bias_add_nchw", bias_add_nchw), ("bmm_T", bmm_T), ("dense_fn", dense_fn), ("ctrl_if", ctrl_if),
        ("ctrl_for", ctrl_for), ("ctrl_while", ctrl_while), ("ctrl_argmax_index", ctrl_argmax_index)]
for nm, fn in FNS1:
    for dn, x in (("f32", X), ("f16", XH), ("i32", XI), ("bool", XB)):
        case(f"{nm}.{dn}", lambda: fn(x))
    case(f"{nm}.grad.f32", lambda: ms.grad(fn)(X))
    case(f"{nm}.grad.f16", lambda: ms.grad(fn)(XH))
    case(f"{nm}.vg.f32", lambda: ms.value_and_grad(fn)(X * -1))
