"""adapt38pn: ``amp.DynamicLossScaler`` / ``StaticLossScaler`` ``scale`` / ``unscale`` of a dict (MindSpore's HyperMap
maps its values and keeps its keys, nested in tuples / lists too); msgraph raised AttributeError ("'dict' object has
no attribute 'dtype'").  A Python number among the inputs is MindSpore's AttributeError, None a TypeError."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, amp, nn
from _conf import emit, emit_error

dyn = amp.DynamicLossScaler(scale_value=1024, scale_factor=2, scale_window=1)
static = amp.StaticLossScaler(scale_value=8)


def grads():
    return {"w": Tensor(np.array([1.0, 2.0], np.float32)), "b": Tensor(np.array([2], np.int32))}


emit("dyn_scale_dict", dyn.scale(grads()))
emit("dyn_unscale_dict", dyn.unscale(grads()))
emit("static_scale_dict", static.scale(grads()))
emit("static_unscale_dict", static.unscale({"a": Tensor(np.array([4.0], np.float16))}))
emit("dyn_scale_nested", dyn.scale([Tensor(np.array([1.0], np.float16)), {"z": Tensor(np.array([3.0], np.float32))}]))
emit("dyn_scale_dict_in_tuple", dyn.scale((Tensor(np.array([0.5], np.float32)), {"k": (Tensor(np.array([1.0], np.float64)),)})))


class Step(nn.Cell):
    def __init__(self):
        super().__init__()
        self.scaler = amp.StaticLossScaler(scale_value=4)

    def construct(self, x):
        return self.scaler.scale({"a": x, "b": x * 2})


emit("cell_scale_dict", Step()(Tensor(np.array([1.0, 3.0], np.float32))))
emit_error("scale_float_leaf", dyn.scale, {"k": 3.0})
emit_error("unscale_int_leaf", static.unscale, (Tensor(np.array([1.0], np.float32)), 3))
emit_error("scale_none", static.scale, None)
