"""mint.nn.functional.pad(mode='circular') of an empty input (adapt42mint, a variant of st/mint test_pad with
0-sized dimensions).  Silent: MindSpore 2.10's circular pad is PadV3, whose inference refuses an empty output
(ValueError), as ops.pad does; msgraph's mint form returned an empty Tensor.  PyNative only: MindSpore's Graph mode
raises the same ValueError and then segfaults at a later op.  (Padding an empty last dimension into a non-empty
output is not recorded: MindSpore returns uninitialised memory there.)"""
import numpy as np
from mindspore import Tensor, mint, ops
from _conf import emit, emit_error

MODES = ("pynative",)
F = mint.nn.functional

emit("circular_ok", F.pad(Tensor(np.arange(6, dtype=np.float32).reshape(1, 2, 3)), (1, 2), mode='circular'))
emit("circular_int64_ok", F.pad(Tensor(np.arange(6, dtype=np.int64).reshape(2, 3)), (2, 1), mode='circular'))
emit_error("circular_empty_batch", lambda: F.pad(Tensor(np.zeros((0, 2, 3), np.float32)), (1, 1), mode='circular'))
emit_error("circular_empty_mid", lambda: F.pad(Tensor(np.zeros((2, 0, 3), np.float32)), (1, 1), mode='circular'))
emit_error("circular_empty_f64", lambda: F.pad(Tensor(np.zeros((0, 2, 2), np.float64)), [1, 1, 1, 0],
                                               mode='circular'))
emit_error("ops_circular_empty", lambda: ops.pad(Tensor(np.zeros((0, 2, 3), np.float32)), (1, 1), mode='circular'))
