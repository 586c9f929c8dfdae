"""graph_syntax/operators (bitwise, shift, invert, unary, not in, dtype ==) over Python ints / bools / floats and
Tensors of several dtypes: each case eagerly (P), as @ms.jit (J) and in a Graph-mode Cell (G)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from gs import registry, run_all

C, reg = registry()
I8 = Tensor(np.array([-3, 0, 5], np.int8))
I32 = Tensor(np.array([-3, 0, 5], np.int32))
U8 = Tensor(np.array([1, 2, 255], np.uint8))
B = Tensor(np.array([True, False, True]))
F = Tensor(np.array([1.5, -2.0, 0.0], np.float32))
I0 = Tensor(6, ms.int32)
B0 = Tensor(True)


def bitops(x, y):
    return x & y, x | y, x ^ y


def shifts(x, y):
    return x << y, x >> y


for nm, a in [("i_i", (12, 10)), ("i_neg", (-9223372036854775808, -2)), ("big", (9223372036854775807, 2147483647)),
              ("b_b", (True, False)), ("b_i", (True, 3)), ("i_b", (6, True)),
              ("t32_i", (I32, 6)), ("t8_t8", (I8, I8)), ("tu8_i", (U8, 3)), ("tb_tb", (B, B)), ("tb_b", (B, True)),
              ("t32_tb", (I32, B)), ("t0_i", (I0, 3)), ("tb0_b", (B0, False)), ("tf_i", (F, 1)), ("f_f", (1.0, 2.0)),
              ("i_f", (3, 1.5)), ("t32_t8", (I32, I8))]:
    C.append(("bit_" + nm, bitops, a))
for nm, a in [("i_i", (2147483647, 5)), ("neg", (-16, 5)), ("b_i", (True, 3)), ("i_b", (6, True)), ("f_i", (10.0, 1)),
              ("neg_count", (16, -2)), ("big", (9223372036854775807, 2)), ("t32_i", (I32, 1)), ("t8_t8", (I8, I8)),
              ("tu8_i", (U8, 1)), ("t0_i", (I0, 2)), ("tb_i", (B, 1)), ("i_63", (1, 63)), ("i_64", (1, 64))]:
    C.append(("shift_" + nm, shifts, a))


def invert(x):
    return ~x


for nm, a in [("i", (5,)), ("neg", (-1,)), ("b", (True,)), ("f", (1.5,)), ("tb", (B,)), ("t32", (I32,)),
              ("t8", (I8,)), ("tu8", (U8,)), ("tf", (F,)), ("t0", (I0,)), ("tb0", (B0,))]:
    C.append(("inv_" + nm, invert, a))


def unary(x):
    return -x, +x


for nm, a in [("i", (-2,)), ("b", (True,)), ("f", (2.5,)), ("tb", (B,)), ("t32", (I32,)), ("tu8", (U8,)),
              ("tf", (F,)), ("t0", (I0,))]:
    C.append(("unary_" + nm, unary, a))


@reg(3)
def not_in_list(x):
    return x not in [1, 2], x in [1, 2, 3], x not in (3,), "a" not in "abc", 1 not in {1: 2}


@reg(I0)
def not_in_tensor_list(x):
    return x not in (1, 2), x in (6, 7)


@reg(F, I32, B)
def dtype_eq(x, y, z):
    return (x.dtype == ms.float32, y.dtype == ms.int32, z.dtype == ms.bool_, x.dtype == y.dtype,
            x.dtype != z.dtype, y.dtype == ms.int64)


@reg(F)
def dtype_is(x):
    return x.dtype is ms.float32, ms.float32 == ms.float16, ms.int32 == ms.int32


@reg(5, None)
def is_none(x, y):
    return x is None, y is None, x is not None, y is not None


@reg(F)
def is_tensor_none(x):
    return x is None, x is not None, None is None


@reg(True, 1)
def is_bool(x, y):
    return x is True, y is True, x is not False, y is 1  # noqa


@reg(3)
def chained_cmp(x):
    return 1 < x < 5, 1 < x > 5, x == 3 == 3.0, 0 <= x != 3


@reg(I32)
def bool_ops_tensor(x):
    return x.all(), x.any(), not x.any()


run_all(C)
