"""ops.logspace argument checks (found by the adapt35f variant sweep of st/ops/test_func_logspace.py): MindSpore 2.10
casts Python floats to Tensors but passes a Python int / bool start or end to the LogSpace primitive, which refuses
it (TypeError naming end first), refuses integer Tensors and integer dtypes; msgraph computed all of these."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit_error

emit_error("ints", lambda: ops.logspace(0, 2, 5))
emit_error("tensor_start_int_end", lambda: ops.logspace(Tensor(0.0), 2, 5))
emit_error("float_start_int_end", lambda: ops.logspace(0.5, 2, 3))
emit_error("int_start_float_end", lambda: ops.logspace(0, 2.5, 3))
emit_error("bool_start", lambda: ops.logspace(True, 2.0, 3))
emit_error("dtype_int32", lambda: ops.logspace(0.0, 3.0, 4, 2, dtype=ms.int32))
emit_error("dtype_float64", lambda: ops.logspace(0.0, 3.0, 4, 2, dtype=ms.float64))
emit_error("int_tensors", lambda: ops.logspace(Tensor(0), Tensor(2), 3))
emit_error("floats", lambda: ops.logspace(0.5, 2.5, 3))
emit_error("float_tensors_f16", lambda: ops.logspace(Tensor(np.float16(0.0)), Tensor(np.float16(1.0)), 3, dtype=ms.float16))
