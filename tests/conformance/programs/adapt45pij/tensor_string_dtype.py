"""Tensor(data, dtype=mstype.string): MindSpore 2.10 ignores the string dtype and keeps numpy's dtype of the data
(Python floats float64); ops then run on it, in a bytecode-captured function too (st pi_jit operation/test_equal
test_p_equal_input_dtype_string; msgraph raised DTypeError)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, ops
import mindspore.common.dtype as mstype
from _conf import emit


@jit(capture_mode="bytecode")
def eq(x, y):
    return ops.equal(x, y)


emit("ndarray_f64", Tensor(np.array([[1.5], [2.5]]), dtype=mstype.string))
emit("ndarray_f32", Tensor(np.array([1.5, 2.5], np.float32), dtype=mstype.string))
emit("ndarray_i32", Tensor(np.array([1, 2], np.int32), dtype=mstype.string))
emit("list_int", Tensor([1, 2], dtype=mstype.string))
emit("list_float", Tensor([1.5, 2.5], dtype=mstype.string))
emit("tuple_mixed", Tensor((1, 2.5), dtype=mstype.string))
emit("scalar_float", Tensor(1.5, dtype=mstype.string))
emit("scalar_bool", Tensor(True, dtype=mstype.string))
emit("dtype_is_not_string", Tensor(np.array([1.5]), dtype=mstype.string).dtype == mstype.string)
a = Tensor(np.array([1.5, 2.5, -1.0]), dtype=mstype.string)
b = Tensor(np.array([1.5, 0.5, -1.0]), dtype=mstype.string)
emit("equal", ops.equal(a, b))
emit("equal_bytecode", eq(a, b))
