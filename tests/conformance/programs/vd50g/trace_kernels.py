"""ops.trace (Trace) and Tensor.trace (TraceV2) as MindSpore 2.10's CPU kernels compute them, both modes.

Trace adds the diagonal's elements one by one in the input's dtype (float16 in float32) and never reads the elements
off the diagonal; TraceV2 casts each diagonal element to the output dtype (``dtype=``; Int64 for integer inputs; the
input's otherwise) and adds them in order in it (float16 in float16).  msgraph summed ``x * eye`` (Trace) or the
diagonal with ReduceSum (TraceV2), then cast.  SILENT before the fix:
- an inf / NaN off the diagonal made ``ops.trace`` NaN (MindSpore: the diagonal's sum, 10.0);
- ``Tensor.trace`` of int8 / uint8 wrapped in 8 bits before widening to Int64 (49 where MindSpore gives 2865);
- ``Tensor.trace`` of float16 was accumulated in float (3% off over 64 elements), ``trace(dtype=float64)`` of float32
  summed in float32, ``trace(dtype=float16)`` of an int sum rounded once (2864 where MindSpore gives 2868);
- float32 sums 1-10 ulps off (another summation order).
Also: Tensor.trace with equal axes is MindSpore's RuntimeError (msgraph raised ops.diagonal's ValueError).
Found by vd50g (st/ops/gpu test_trace_op.py on the CPU, probing its dtypes)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit as _emit, emit_error


def emit(label, value):
    _emit(label, value, rtol=0.0, atol=0.0)   # the kernels' roundings are the point


class OpsTrace(nn.Cell):
    def construct(self, x):
        return ops.trace(x)


class TensorTrace(nn.Cell):
    def __init__(self, offset=0, axis1=0, axis2=1, dtype=None):
        super().__init__()
        self.offset, self.axis1, self.axis2, self.dtype = offset, axis1, axis2, dtype

    def construct(self, x):
        return x.trace(self.offset, self.axis1, self.axis2, self.dtype)


big = np.sin(np.arange(64 * 64) * 1.37).reshape(64, 64) * 3.3
cube = np.sin(np.arange(3 * 40 * 50) * 1.37).reshape(3, 40, 50) * 3.3
ints = np.arange(60 * 60).reshape(60, 60) * 37 % 101

for dt in (np.float16, np.float32, np.float64):
    n = dt.__name__
    x = Tensor(big.astype(dt))
    emit(f"ops_trace_{n}", OpsTrace()(x))
    emit(f"tensor_trace_{n}", TensorTrace()(x))
    emit(f"ops_trace_{n}_17x13", OpsTrace()(Tensor(big[:17, :13].astype(dt))))
    if dt is not np.float64:
        c = Tensor(cube.astype(dt))
        emit(f"tensor_trace_{n}_3d_off2", TensorTrace(2, 1, 2)(c))
        emit(f"tensor_trace_{n}_3d_off-3", TensorTrace(-3, 2, 0)(c))
emit("tensor_trace_f32_dtype_f64", TensorTrace(dtype=ms.float64)(Tensor(big.astype(np.float32))))
emit("tensor_trace_f32_dtype_f16", TensorTrace(dtype=ms.float16)(Tensor(big.astype(np.float32))))
emit("tensor_trace_f16_dtype_f32", TensorTrace(dtype=ms.float32)(Tensor(big.astype(np.float16))))
for dt in (np.int8, np.uint8, np.int32):
    n = dt.__name__
    x = Tensor(ints.astype(dt))
    emit(f"ops_trace_{n}", OpsTrace()(x))
    emit(f"tensor_trace_{n}", TensorTrace()(x))
    emit(f"tensor_trace_{n}_dtype_f16", TensorTrace(dtype=ms.float16)(x))
inf_off = Tensor(np.array([[1.0, np.nan, 3.0], [np.inf, 2.0, -np.inf], [5.0, 6.0, 7.0]], np.float32))
emit("ops_trace_inf_off_diagonal", OpsTrace()(inf_off))
emit("tensor_trace_inf_off_diagonal", TensorTrace()(inf_off))
emit("grad_ops_trace_f16", ms.grad(OpsTrace())(Tensor(np.arange(12, dtype=np.float16).reshape(4, 3))))
emit("grad_tensor_trace_f32_dtype_f64", ms.grad(TensorTrace(dtype=ms.float64))(Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))))
emit("grad_ops_trace_inf_off", ms.grad(OpsTrace())(inf_off))
emit_error("tensor_trace_equal_axes", lambda t: t.trace(0, -3, 0), Tensor(cube.astype(np.float32)))
