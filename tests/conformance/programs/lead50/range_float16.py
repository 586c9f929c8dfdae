"""ops.Range / ops.range with Float16 bounds, and ops.arange's dtype check of Tensor bounds.

MindSpore 2.10's CPU Range kernel takes float16 start / limit / delta as float32: the length and the values are
float32 steps of the float16 numbers (Range(0.1, 2.7, 0.3) ends 2.5003662109375; (0, 1, 0.1) has 11 values, since
float16(0.1) is 0.0999755859375).  msgraph computed them in float16 (2.5, and 10 values).  ops.arange refuses a
Tensor bound other than int32 / int64 / float32 / float64 (TypeError naming the dtype, BFloat16 too); msgraph
computed them (found by session 49's vd49p probe; left then).
"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit, emit_error

EXACT = dict(rtol=0, atol=0)

for args in ((0.1, 2.7, 0.3), (0.0, 1.0, 0.1), (1.0, 0.0, -0.07), (0.0, 100.0, 3.3)):
    t = [Tensor(a, ms.float16) for a in args]
    out = ops.Range()(*t)
    emit(f"Range{args} dtype/shape", (str(out.dtype), out.shape))
    emit(f"Range{args}", out, **EXACT)
    emit(f"range{args}", ops.range(*t), **EXACT)


def arange_of(dt):
    return lambda: ops.arange(Tensor(1, dt), Tensor(5, dt), Tensor(1, dt))


for dt in (ms.float16, ms.int16, ms.uint8, ms.bool_):
    emit_error(f"arange {dt}", arange_of(dt))
emit_error("arange end float16", lambda: ops.arange(Tensor(5, ms.float16)))
for dt in (ms.int32, ms.int64, ms.float32, ms.float64):
    out = arange_of(dt)()
    emit(f"arange {dt}", (str(out.dtype), out.asnumpy().tolist()))
