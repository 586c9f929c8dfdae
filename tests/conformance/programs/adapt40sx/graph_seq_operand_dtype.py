"""adapt40sx: a tuple / list operand of a Tensor operator in graph code (MindSpore 2.10 CPU; adapted from st
compiler/augassign_inplace/test_augassign_add.py .. test_augassign_floordiv.py and graph_syntax/operators, the
``x += y`` Net over operand kinds).

Graph code converts the sequence to a Tensor of the other operand's dtype (TupleToTensor), which MindSpore 2.10 builds
for int8 / int16 / uint8 / uint16 / uint32 / uint64 / bfloat16 only when the sequence mixes Python number types: a
flat sequence of ints only, floats only or bools only is its TypeError "Invalid scalar type: Int8"; int32 / int64 /
float Tensors take any.  A bool Tensor's sequence becomes a Bool Tensor, so ``+`` / ``-`` are Add / Sub's bool
TypeError (``*`` / ``/`` / ``//`` compute).  msgraph converted and computed all of them.  ``seq / x`` converts the
sequence and divides (float16 5 / 3 is 1.667; msgraph's reciprocal-times gave 1.666); ``seq ** x`` computes for
every dtype.  PyNative's operators convert in both (``x + (2, 1, 1)`` of an int8 Tensor is Int8 [5, 2, 3]) but
``bool_x + seq`` is Add's bool TypeError there too (``bool_x + bool_y`` computes)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error


@ms.jit
def add(x, y):
    return x + y


@ms.jit
def radd(x, y):
    return y + x


@ms.jit
def sub(x, y):
    return x - y


@ms.jit
def mul(x, y):
    return x * y


@ms.jit
def fdiv(x, y):
    return x // y


@ms.jit
def rdiv(x, y):
    return y / x


@ms.jit
def rpow(x, y):
    return y ** x


@ms.jit
def iadd(x, y):
    x += y
    return x


class AugNet(nn.Cell):
    def construct(self, x, y):
        x *= y
        return x


def T(dt):
    return Tensor(np.array([3, 1, 2], dt))


for name, dt in (("i8", np.int8), ("u8", np.uint8), ("i16", np.int16), ("i32", np.int32), ("f16", np.float16)):
    emit_error("add_tuple_int_" + name, lambda: add(T(dt), (2, 1, 1)))
    emit_error("add_list_int_" + name, lambda: add(T(dt), [2, 1, 1]))
    emit_error("add_tuple_float_" + name, lambda: add(T(dt), (2.5, 1.0, 1.0)))
    emit_error("add_tuple_bool_" + name, lambda: add(T(dt), (True, False, True)))
    emit_error("add_tuple_mixed_" + name, lambda: add(T(dt), (2.5, 1, 1)))
    emit_error("add_nested_" + name, lambda: add(T(dt), [[1, 2, 3]]))
    emit_error("radd_tuple_" + name, lambda: radd(T(dt), (2, 1, 1)))
    emit_error("sub_tuple_" + name, lambda: sub(T(dt), (2, 1, 1)))
    emit_error("rdiv_tuple_" + name, lambda: rdiv(T(dt), (5, 4, 3)))
    emit_error("rpow_tuple_" + name, lambda: rpow(T(dt), (5, 4, 3)))
    emit_error("iadd_tuple_" + name, lambda: iadd(T(dt), (2, 1, 1)))
    emit_error("cell_imul_tuple_" + name, lambda: AugNet()(T(dt), (2, 1, 1)))   # PyNative: mul_'s TypeError
emit_error("add_tuple_one_i8", lambda: add(T(np.int8), (1,)))
emit_error("add_tuple_u16", lambda: add(Tensor(np.array([3, 1, 2], np.uint16)), (2, 1, 1)))
emit_error("add_list_float_u16", lambda: add(Tensor(np.array([3, 1, 2], np.uint16)), [2.5, 1, 1]))
B = Tensor(np.array([True, False, True]))
emit_error("bool_add_tuple", lambda: add(B, (2, 1, 1)))
emit_error("bool_radd_list", lambda: radd(B, [True, False, True]))
emit_error("bool_sub_tuple", lambda: sub(B, (1, 0, 1)))
emit_error("bool_mul_tuple", lambda: mul(B, (2, 0, 1)))
emit_error("bool_fdiv_tuple", lambda: fdiv(B, (2, 1, 1)))
emit_error("bool_iadd_tuple", lambda: iadd(B, (1, 1, 1)))
emit_error("bool_rdiv_tuple", lambda: rdiv(B, (5, 4, 3)))
emit("eager_add_tuple_i8", T(np.int8) + (2, 1, 1))
emit_error("eager_bool_add_tuple", lambda: B + (2, 1, 1))
emit_error("eager_bool_radd_list", lambda: [1, 0, 1] + B)
