"""bfloat16 Tensor text of a summarised Tensor (an axis over 6, or a vector over 1000): MindSpore 2.10 pads the
columns to the widest element *shown*; msgraph took every element, so an elided long value widened every column
(st/ops test_ops_sub test_ops_bf16 printed ``[[[ -1.14844,   3.48438 ...`` where msgraph had two more spaces a
column)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_stdout

a = (np.arange(2 * 3 * 8, dtype=np.float32).reshape(2, 3, 8) - 20) / 7
a[0, 1, 4] = -0.00537109
emit("rank3_elided", repr(Tensor(a).astype(ms.bfloat16)))
b = np.linspace(-3, 3, 1200).astype(np.float32)
b[500] = -0.0001234
emit("vector_1200", repr(Tensor(b).astype(ms.bfloat16)))
c = (np.arange(9 * 2, dtype=np.float32).reshape(9, 2) - 5) / 3
c[4, 0] = -0.00537109
emit("rows_elided", repr(Tensor(c).astype(ms.bfloat16)))
emit_stdout("print_tuple", lambda: print((Tensor(c).astype(ms.bfloat16),)))
