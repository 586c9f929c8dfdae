"""train.OcclusionSensitivity (tests/ut/python/metrics/test_occlusion_sensitivity.py): the sensitivity map of a
Dense model for margins, batch sizes, a bounding box and set_indexes, and the argument errors."""
import numpy as np
from mindspore import Tensor, nn
from mindspore.train import OcclusionSensitivity
from _conf import emit, emit_error


class DenseNet(nn.Cell):
    def __init__(self):
        super().__init__()
        w = np.array([[0.1, 0.8, 0.1, 0.1], [1, 1, 1, 1]]).astype(np.float32)
        b = np.array([0.3, 0.6]).astype(np.float32)
        self.dense = nn.Dense(4, 2, weight_init=Tensor(w), bias_init=Tensor(b))

    def construct(self, x):
        return self.dense(x)


class ConvNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3, pad_mode="valid", weight_init="ones", has_bias=False)
        self.flat = nn.Flatten()
        self.scale = Tensor(np.arange(32, dtype=np.float32) / 8)

    def construct(self, x):
        return self.flat(self.conv(x)) * self.scale


model = DenseNet()
data = np.array([[0.1, 0.2, 0.3, 0.4]]).astype(np.float32)
label = np.array(1).astype(np.int32)
for margin in (1, 2, 3):
    for n_batch in (1, 2, 128):
        m = OcclusionSensitivity(margin=margin, n_batch=n_batch)
        m.update(model, data, label)
        emit(f"dense_m{margin}_b{n_batch}", m.eval(), rtol=1e-6)
m = OcclusionSensitivity(pad_val=0.5)
m.update(model, Tensor(data), Tensor(np.array(0, np.int32)))
emit("pad_label0", m.eval(), rtol=1e-6)
emit_error("label_1d", lambda: OcclusionSensitivity().update(model, data, np.array([0])))
m = OcclusionSensitivity().set_indexes([0, 2, 3])
m.update(model, data, np.array([[0.2, 0.3, 0.1, 0.4]], np.float32), label)
emit("indexes", m.eval(), rtol=1e-6)
m = OcclusionSensitivity(b_box=[1, 2])
m.update(model, data, label)
emit("b_box", m.eval(), rtol=1e-6)
m = OcclusionSensitivity(b_box=[1, -1])
m.update(model, data, label)
emit("b_box_neg", m.eval(), rtol=1e-6)
image = np.arange(36, dtype=np.float32).reshape(1, 1, 6, 6) / 10
m = OcclusionSensitivity(margin=1, n_batch=7, b_box=[0, 0, 1, 4, 0, 3])
m.update(ConvNet(), image, np.array(2))
emit("conv_b_box", m.eval(), rtol=1e-5)
emit_error("b_box_len", lambda: OcclusionSensitivity(b_box=[1]).update(model, data, label))
emit_error("b_box_max", lambda: OcclusionSensitivity(b_box=[0, 4]).update(model, data, label))
emit_error("b_box_order", lambda: OcclusionSensitivity(b_box=[3, 2]).update(model, data, label))
emit_error("batch2", lambda: OcclusionSensitivity().update(model, np.ones((2, 4), np.float32), label))
emit_error("labels", lambda: OcclusionSensitivity().update(model, data, np.array([1, 0])))
emit_error("not_cell", lambda: OcclusionSensitivity().update(len, data, label))
emit_error("two_inputs", OcclusionSensitivity().update, data, label)
emit_error("pad_val", OcclusionSensitivity, pad_val=False)
emit_error("margin", OcclusionSensitivity, margin=True)
emit_error("n_batch", OcclusionSensitivity, n_batch=1.0)
emit_error("b_box_type", OcclusionSensitivity, b_box=(1, 2))
emit_error("eval_first", OcclusionSensitivity().eval)
