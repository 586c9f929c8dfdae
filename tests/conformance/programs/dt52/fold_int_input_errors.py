"""ops.fold of an integer input with a negative output_size (both modes).

MindSpore 2.10 refuses an int32 / int64 / uint8 input (Col2Im has float kernels only: a TypeError) before it looks
at output_size; a float input with output_size [6, -1] is Col2Im's ValueError.  msgraph checked the output_size
first: the ValueError for an int32 input (st test_fold_op.py::test_fold_functional_api_with_invalid_output_size
expects the ValueError; with the test's float32 input given in int32, MindSpore fails it with its TypeError).
Found by dt52's value dump with the tests' float32 inputs in int32."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit, emit_error


def fold(x, size):
    return ops.fold(x, Tensor(size, ms.int32), kernel_size=[2, 2], dilation=[1, 1], padding=[0, 0], stride=[1, 1])


x = np.arange(16 * 4 * 25).reshape([16, 4, 25]) % 7
emit("float16_ok", fold(Tensor(x, ms.float16), [6, 6]))
emit_error("float32_negative", fold, Tensor(x, ms.float32), [6, -1])
emit_error("int32_ok_size", fold, Tensor(x, ms.int32), [6, 6])
emit_error("int32_negative", fold, Tensor(x, ms.int32), [6, -1])
emit_error("int64_negative", fold, Tensor(x, ms.int64), [6, -1])
emit_error("uint8_negative", fold, Tensor(x, ms.uint8), [6, -1])
