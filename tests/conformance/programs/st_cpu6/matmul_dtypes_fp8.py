"""Adapted from tests/st/ops/cpu/test_matmul.py (test_matmul_dtypes): P.MatMul's CPU dtypes (bool and
uint16/32/64 are TypeErrors) and the float8 dtype names of mindspore.common.dtype."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from mindspore.ops import operations as P
import mindspore.common.dtype as mstype
from _conf import emit, emit_error

x = np.arange(12, dtype=np.float32).reshape(3, 4)
y = np.arange(12, dtype=np.float32).reshape(4, 3)
for dt in (mstype.uint8, mstype.int8, mstype.int16, mstype.int64, mstype.float16, mstype.float64, mstype.complex64):
    emit(f"matmul_{dt}", P.MatMul()(Tensor(x).astype(dt), Tensor(y).astype(dt)))
for dt in (mstype.bool_, mstype.uint16, mstype.uint32, mstype.uint64):
    emit_error(f"matmul_{dt}", lambda: P.MatMul()(Tensor(x).astype(dt), Tensor(y).astype(dt)).asnumpy())
emit("fp8_names", [repr(mstype.float8_e4m3fn), str(mstype.float8_e4m3fn), repr(mstype.float8_e5m2),
                   str(mstype.float8_e5m2), repr(mstype.hifloat8), str(mstype.hifloat8)])
emit("fp8_compare", [mstype.float8_e4m3fn == mstype.float8_e5m2, mstype.float8_e4m3fn == mstype.float8_e4m3fn,
                     mstype.float8_e4m3fn in (mstype.float8_e4m3fn, mstype.hifloat8), mstype.float32 == mstype.hifloat8])
