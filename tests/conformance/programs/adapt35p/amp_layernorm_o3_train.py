"""build_train_network(level='O3') over a network with a LayerNorm whose rows are near-constant: MindSpore's
LayerNorm (forward and LayerNormGrad) is one kernel computing a float16 input in float32.  msgraph's float16
policy cast each step of its LayerNorm to float16 (rsqrt's gradient overflowed: nan from step 2 on, silent).
Found by adapting st mix_precision / pynative framework amp tests (session 35, adapt35p)."""
import mindspore as ms
from mindspore import nn
from mindspore.train.amp import build_train_network
from _conf import emit
from _amp_net import DNet, XD, YD

net = DNet()
t = build_train_network(net, nn.Momentum(net.trainable_params(), 0.1, 0.9), nn.MSELoss(), level="O3")
for i in range(3):
    emit("loss%d" % i, t(XD, YD), rtol=2e-6)
emit("fc1_weight", net.fc1.weight.value(), rtol=2e-6)
emit("ln_gamma", net.ln.gamma.value(), rtol=2e-6)
