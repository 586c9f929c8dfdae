"""Model-zoo odds and ends: the parameter-server context, the Ascend float-status primitives on CPU (a
RuntimeError, as MindSpore's CPU backend has no kernel), RowTensor and MultitypeFuncGraph overloads
registered for "RowTensor"."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.common import RowTensor
from mindspore.ops import composite as C, functional as F
from _conf import emit, emit_error

for k in ["server_mode", "ms_role", "enable_ps", "worker_num", "server_num", "scheduler_ip", "scheduler_port",
          "enable_ssl", "config_file_path"]:
    emit("ps_default_" + k, ms.get_ps_context(k))
ms.set_ps_context(enable_ps=True, worker_num=2, config_file_path="/x")
emit("ps_set", [ms.get_ps_context("enable_ps"), ms.get_ps_context("worker_num"), ms.get_ps_context("config_file_path")])
ms.reset_ps_context()
emit("ps_reset", [ms.get_ps_context("enable_ps"), ms.get_ps_context("worker_num"), ms.get_ps_context("config_file_path")])
ms.set_ps_context(worker_num=0, config_file_path="")
emit_error("ps_get_unknown", ms.get_ps_context, "bad")
emit_error("ps_set_unknown", ms.set_ps_context, bad=1)
emit_error("ps_enable_int", ms.set_ps_context, enable_ps=1)

emit("npu_ops_exist", [hasattr(ops, n) for n in ("NPUAllocFloatStatus", "NPUGetFloatStatus", "NPUClearFloatStatus")])


class Overflow(nn.Cell):
    def __init__(self):
        super().__init__()
        self.alloc = ops.NPUAllocFloatStatus()
        self.get = ops.NPUGetFloatStatus()
        self.clear = ops.NPUClearFloatStatus()

    def construct(self, x):
        init = self.alloc()
        init = ops.depend(init, x)
        c = self.clear(init)
        x = ops.depend(x, c)
        y = x * 2
        init = ops.depend(init, y)
        s = self.get(init)
        return y, s


emit_error("npu_float_status_on_cpu", Overflow(), Tensor(np.array([1.0, 2.0], np.float32)))

idx = Tensor(np.array([0, 2]), ms.int32)
val = Tensor(np.array([[1., 2.], [3., 4.]], np.float32))
r = RowTensor(idx, val, (4, 2))
emit("rowtensor_same_class", ms.RowTensor is RowTensor)
emit("rowtensor_parts", [r.indices, r.values, list(r.dense_shape)])
emit("rowtensor_shape_type", type(r.dense_shape).__name__)
emit("rowtensor_copy", RowTensor(row_tensor=r).values)
emit_error("rowtensor_no_shape", RowTensor, idx, val)
emit_error("rowtensor_list_shape", RowTensor, idx, val, [4, 2])

_grad_scale = C.MultitypeFuncGraph("grad_scale")


@_grad_scale.register("Tensor", "Tensor")
def _scale_tensor(scale, grad):
    return grad * scale


@_grad_scale.register("Tensor", "RowTensor")
def _scale_row_tensor(scale, grad):
    return RowTensor(grad.indices, grad.values * scale, grad.dense_shape)


class Scale(nn.Cell):
    def __init__(self):
        super().__init__()
        self.hyper_map = C.HyperMap()

    def construct(self, s, a, b):
        return self.hyper_map(F.partial(_grad_scale, s), (a, b))


emit("hypermap_with_rowtensor_overload",
     Scale()(Tensor(2.0), Tensor(np.ones(2, np.float32)), Tensor(np.arange(3, dtype=np.float32))))

x = Tensor(np.ones((2, 16, 64), np.float16))
emit_error("dynamic_rnn_on_cpu", ops.DynamicRNN(), x, Tensor(np.ones((96, 128), np.float16)),
           Tensor(np.ones((128,), np.float16)), None, Tensor(np.ones((1, 16, 32), np.float16)),
           Tensor(np.ones((1, 16, 32), np.float16)))
emit_error("dynamic_gru_v2_on_cpu", ops.DynamicGRUV2(gate_order="zrh"), Tensor(np.ones((2, 8, 64), np.float16)),
           Tensor(np.ones((64, 48), np.float16)), Tensor(np.ones((16, 48), np.float16)), None, None, None,
           Tensor(np.ones((8, 16), np.float16)))

from mindspore.common.dtype import QuantDtype
emit("quant_dtype", [QuantDtype.INT8.value(), QuantDtype.UINT16.value(), str(QuantDtype.INT4), len(list(QuantDtype)),
                     ms.QuantDtype is QuantDtype])
var = ms.Parameter(Tensor(np.array([1.0, 2.0], np.float32)), "var")
acc = ms.Parameter(Tensor(np.array([0.5, 0.5], np.float32)), "acc")
emit_error("fused_weight_scale_momentum_on_cpu", ops.FusedWeightScaleApplyMomentum(), Tensor(0.1, ms.float32),
           Tensor(2.0, ms.float32), var, acc, Tensor(0.01, ms.float32), Tensor(np.array([1.0, -1.0], np.float32)),
           Tensor(0.9, ms.float32))
