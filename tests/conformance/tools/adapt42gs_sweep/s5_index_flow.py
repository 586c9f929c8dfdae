"""Tensor item assignment combined with loops (range, Tensor while), Tensor conditions, masks from comparisons,
augmented assignment, tuple / list values, out-of-range and bad indices, and gradients through item assignment;
each case works on a copy of its input (x * 1); P / J / G."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _h import registry, run_all

C, reg = registry()
XF = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))
XI = Tensor(np.arange(12, dtype=np.int32).reshape(3, 4))


# --- combined with control flow and gradients -------------------------------------------------------------------
@reg(XF)
def set_in_for_range(x):
    x = x * 1
    for i in range(3):
        x[i] = x[i] * (i + 1)
    return x


@reg(XF)
def set_in_while_tensor(x):
    x = x * 1
    i = 0
    while x.sum() < 200:
        x[i % 3] = x[i % 3] + 10
        i += 1
    return x, i


@reg(XF)
def set_under_tensor_if(x):
    x = x * 1
    if x[0, 0] < 1:
        x[0] = -1
    else:
        x[1] = -1
    return x


@reg(XF)
def set_tensor_index_in_loop(x):
    x = x * 1
    for i in range(2):
        x[Tensor(i)] = i * 100
    return x


@reg(XF)
def set_mask_from_compare(x):
    x = x * 1
    x[x > 5] = 0
    return x


@reg(XF)
def set_mask_tensor_value(x):
    x = x * 1
    x[x > 9] = Tensor(np.array([-1.0, -2.0], np.float32))
    return x


@reg(XF)
def set_slice_tuple_value(x):
    x = x * 1
    x[0, 1:3] = (5, 6)
    return x


@reg(XF)
def set_list_value(x):
    x = x * 1
    x[1] = [1, 2, 3, 4]
    return x


@reg(XF)
def set_aug_slice(x):
    x = x * 1
    x[:, 1] += 100
    return x


@reg(XF)
def set_aug_mask(x):
    x = x * 1
    x[x < 3] *= -1
    return x


@reg(XF)
def set_shape_mismatch(x):
    x = x * 1
    x[0] = Tensor(np.ones((3,), np.float32))
    return x


@reg(XF)
def get_out_of_range(x):
    x = x * 1
    return x[3]


@reg(XF)
def get_too_many(x):
    x = x * 1
    return x[0, 0, 0]


@reg(XF)
def get_float_index(x):
    x = x * 1
    return x[1.0]


@reg(XF)
def get_str_index(x):
    x = x * 1
    return x["a"]


@reg(XF)
def set_out_of_range(x):
    x = x * 1
    x[5] = 1
    return x


@reg(XF)
def get_empty_slice(x):
    x = x * 1
    return x[2:1], x[:, 4:]


@reg(XF)
def get_0d_of_0d(x):
    x = x * 1
    y = x[1, 2]
    return y[...], y[None], y[()]


@reg(XF)
def grad_set_slice(x):
    def f(a):
        b = a * 1
        b[0] = 0
        return (b * b).sum()
    return ms.grad(f)(x)


@reg(XF)
def grad_set_mask(x):
    def f(a):
        b = a * 2
        b[a > 5] = 1
        return b.sum()
    return ms.grad(f)(x)


@reg(XF)
def grad_set_value_tensor(x):
    def f(a, v):
        b = a * 1
        b[1, 1:3] = v * 3
        return b.sum()
    return ms.grad(f, grad_position=(0, 1))(x, Tensor(np.array([1.0, 2.0], np.float32)))


@reg(XF)
def grad_get_tint(x):
    def f(a):
        return a[Tensor(np.array([0, 0, 2]))].sum()
    return ms.grad(f)(x)


@reg(XF)
def grad_set_in_loop(x):
    def f(a):
        b = a * 1
        for i in range(3):
            b[i] = b[i] * (i + 1)
        return b.sum()
    return ms.grad(f)(x)


@reg(XI)
def set_int_tensor_float_in_loop(x):
    x = x * 1
    for i in range(2):
        x[i] = 2.5 * (i + 1)
    return x


@reg(XI)
def set_int_mask_while(x):
    x = x * 1
    while x.sum() < 100:
        x[x < 6] += 7
    return x


@reg(XF)
def set_aug_neg_zero(x):
    x = x * 1
    x[x < 3] *= -1
    return x


@reg(XF)
def set_then_read_alias(x):
    y = x * 1
    z = y
    z[0] = 100
    return y, z


@reg(XF)
def set_in_closure(x):
    y = x * 1

    def put(i, v):
        y[i] = v
        return y
    return put(1, 9)


@reg(XF)
def set_via_enumerate(x):
    y = x * 1
    for i, row in enumerate(y):
        y[i] = row * i
    return y


@reg(XF)
def get_with_mutable_index(x):
    return x[ms.mutable(1)], x[ms.mutable(1):]


run_all(C)
