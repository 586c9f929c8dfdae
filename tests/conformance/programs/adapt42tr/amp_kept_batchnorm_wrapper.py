"""A BatchNorm kept in float32 by amp (Model(amp_level="O2") with a CPU-allowed FixedLossScaleManager,
amp_level="O3" with keep_batchnorm_fp32=True, amp.auto_mixed_precision(net, "O2")) is replaced in the user's network
by an _OutputTo16 wrapper whose attributes do NOT read through to the BatchNorm in MindSpore 2.10: `net.bn.moving_mean`
/ `net.bn.gamma` / `net.bn.num_features` are AttributeErrors (msgraph read them through, adapt42tr).  The Parameters
keep their names and the training still updates the statistics."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, amp
from mindspore.train import Model
from mindspore.amp import FixedLossScaleManager
import mindspore.dataset as ds
from _conf import emit, emit_error


class BNNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d1 = nn.Dense(4, 5, weight_init="ones", bias_init="zeros")
        self.bn = nn.BatchNorm1d(5)
        self.d2 = nn.Dense(5, 3, weight_init="ones", bias_init="zeros")

    def construct(self, x):
        return self.d2(self.bn(self.d1(x)))


def data():
    x = ((np.arange(32).reshape(8, 4) % 7) / 7.0 - 0.4).astype(np.float32)
    return ds.NumpySlicesDataset({"x": x, "y": (np.arange(8) % 3).astype(np.int32)}, shuffle=False).batch(4)


def show(label, net):
    emit(label + "_type", type(net.bn).__name__)
    emit(label + "_param_names", [p.name for p in net.get_parameters()])
    for attr in ("moving_mean", "gamma", "num_features"):
        emit_error(f"{label}_{attr}", lambda attr=attr: type(getattr(net.bn, attr)).__name__)
    emit(label + "_has_gamma", hasattr(net.bn, "gamma"))
    mm = [p for p in net.get_parameters() if p.name == "bn.moving_mean"][0]
    emit(label + "_moving_mean_param", mm, rtol=1e-3, atol=1e-4)


for label, kw in (("o2_fixed", {"amp_level": "O2", "loss_scale_manager": FixedLossScaleManager(8.0, False)}),
                  ("o3_keep", {"amp_level": "O3", "keep_batchnorm_fp32": True}),
                  ("o3_plain", {"amp_level": "O3"})):
    net = BNNet()
    m = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Momentum(net.trainable_params(), 0.1, 0.9), **kw)
    m.train(1, data())
    show(label, net)

net = BNNet()
net.set_train()
out = amp.auto_mixed_precision(net, "O2")(Tensor(np.ones((2, 4), np.float32)))
emit("auto_o2_out", out, rtol=1e-3)
show("auto_o2", net)
