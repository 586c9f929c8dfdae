"""ops.sum's signature errors (st test_func_sum: a non-Tensor input or a non-int dim is SumExt's TypeError) and
ops.isclose on integer inputs (st test_ops_isclose: compared exactly, no wrap-around)."""
import numpy as np
from mindspore import Tensor, ops
from _conf import emit, emit_error

x = Tensor(np.arange(12).reshape(3, 4).astype(np.float32))
emit("sum_dim_tuple", ops.sum(x, (0, 1)))
emit("sum_int_input_is_int64", ops.sum(Tensor(np.array([[1, 2], [3, 4]], np.int32)), 1, True))
emit_error("sum_python_int", ops.sum, 1, dim=2, keepdim=True)
emit_error("sum_dim_string", ops.sum, x, dim="error", keepdim=True)
emit_error("sum_dim_float", ops.sum, x, dim=1.5)
emit_error("sum_dim_out_of_range", ops.sum, x, dim=2)
emit("isclose_int8", ops.isclose(Tensor(np.array([127, 3, 0], np.int8)), Tensor(np.array([-128, 3, 1], np.int8))))
emit("isclose_uint8", ops.isclose(Tensor(np.array([1, 3, 0], np.uint8)), Tensor(np.array([255, 3, 1], np.uint8))))
emit("isclose_int32_rtol", ops.isclose(Tensor(np.array([100, 3], np.int32)), Tensor(np.array([101, 3], np.int32)),
                                       rtol=0.02))
emit("isclose_f16", ops.isclose(Tensor(np.array([1.0, 2.0, 3.1], np.float16)),
                                Tensor(np.array([1.2, 2.0, 3.0], np.float16))))
