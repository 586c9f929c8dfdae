"""Import paths MindSpore's st tests use (tests/st/ops/cpu/*): mindspore.common.api (jit,
_pynative_executor), the submodules of ops.operations and ops.function, and mindspore._checkparam."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore import _checkparam as validator
from mindspore.common.api import jit, _pynative_executor
from mindspore.ops import operations as P
from mindspore.ops.operations import _grad_ops as G  # noqa: F401
from mindspore.ops.operations import nn_ops, math_ops
import mindspore.ops.operations.array_ops as A
from mindspore.ops.function import random_func as R  # noqa: F401
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.relu = nn_ops.ReLU()
        self.add = math_ops.Add()
        self.reshape = A.Reshape()

    def construct(self, x):
        return self.reshape(self.add(self.relu(x), x), (3, 2))


@jit
def jitted(x):
    return x * 2 + 1


x = Tensor(np.array([[-1.0, 2.0, -3.0], [4.0, -5.0, 6.0]], np.float32))
emit("net_submodule_prims", Net()(x))
emit("same_class", A.Reshape is P.Reshape)
emit("jit_from_common_api", jitted(x))
_pynative_executor.sync()
emit("sync_none", _pynative_executor.sync())
emit("check_value_type_ok", validator.check_value_type("axis", 3, [int], "Op"))
emit_error("check_value_type_bool", validator.check_value_type, "axis", True, [int], "Op")
emit_error("check_value_type_str", validator.check_value_type, "axis", "a", [int, float], "Op")
emit("check_positive_int", validator.check_positive_int(4, "n", "Op"))
emit_error("check_positive_int_zero", validator.check_positive_int, 0, "n", "Op")
emit_error("check_positive_float_neg", validator.check_positive_float, -1.0, "eps", "Op")
emit_error("check_positive_float_int", validator.check_positive_float, 1, "eps", "Op")
emit("check_float_range", validator.check_float_range(0.5, 0.0, 1.0, validator.INC_NEITHER, "b", "Op"))
emit_error("check_float_range_out", validator.check_float_range, 1.0, 0.0, 1.0, validator.INC_NEITHER, "b", "Op")
emit("check_bool", validator.check_bool(True, "flag", "Op"))
emit_error("check_bool_int", validator.check_bool, 1, "flag", "Op")
emit_error("check_string_bad", validator.check_string, "x", ["a", "b"], "mode", "Op")
emit_error("check_tensor_dtype_bad", validator.check_tensor_dtype_valid, "x", x.dtype, [ms.int32], "Op")
