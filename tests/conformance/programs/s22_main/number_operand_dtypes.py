"""Python numbers beside Tensors in ops.copysign / fmax / identity / ldexp (found by a sweep calling every MindSpore 2.10
ops function with Python-number operands): copysign of an integer Tensor is Float32 (msgraph kept Int32/Int8),
fmax(float32 t, 2.0) is Float32 and fmax(int32 t, 2) Int32 (msgraph: Float64/Int64), ops.identity(1.0) is the float
1.0 and identity((1, 2)) the tuple (msgraph: a Tensor, a TypeError), ldexp(2.0, t) computes in float32 (msgraph:
AttributeError)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, jit
from _conf import emit, emit_error

f = Tensor(np.array([0.5, -1.5], np.float32))
i = Tensor(np.array([4, -6], np.int32))
i8 = Tensor(np.array([4, -6], np.int8))
h = Tensor(np.array([0.5, -1.5], np.float16))
d = Tensor(np.array([0.5, -1.5], np.float64))

emit("copysign_int_pos", ops.copysign(i, 2))
emit("copysign_int_neg_float", ops.copysign(i, -2.5))
emit("copysign_int8", ops.copysign(i8, -2))
emit("copysign_float16", ops.copysign(h, -2))
emit("copysign_float64", ops.copysign(d, 2))
emit("copysign_int_int", ops.copysign(i, i))
emit("copysign_float_int", ops.copysign(f, i))
emit_error("copysign_number_first", lambda: ops.copysign(2.0, f))
emit("fmax_float_num", ops.fmax(f, 2.0))
emit("fmax_num_float", ops.fmax(2.0, f))
emit("fmax_int_int", ops.fmax(i, 2))
emit("fmax_int_float", ops.fmax(i, 2.5))
emit("fmax_half", ops.fmax(h, 2.0))
emit("fmax_double", ops.fmax(d, 2.0))
emit("identity_float", ops.identity(1.0))
emit("identity_int", ops.identity(2))
emit("identity_tuple", ops.identity((1, 2)))
emit("identity_tensor", ops.identity(f))
emit("ldexp_num_float", ops.ldexp(2.0, f))
emit("ldexp_num_int", ops.ldexp(2.0, i))
emit("ldexp_float_int", ops.ldexp(f, i))
emit("ldexp_int_num", ops.ldexp(i, 2))


@jit
def graph(a, b):
    return ops.copysign(b, a), ops.fmax(a, 2.0), ops.fmax(b, 2), ops.ldexp(a, b)


emit("graph", graph(f, i))
