"""auto_mixed_precision(net, 'O1') keeps the network's training flag: set_train(True) before the wrap leaves the
returned network training (MindSpore 2.10's rewritten network is the original's copy); BatchNorm then uses batch
statistics and updates its moving mean.  (set_train after an O1 wrap is not recorded: MindSpore 2.10's rewritten
BatchNorm stays in inference mode then, see docs/differences.md.)"""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit

x = Tensor(((np.sin(np.arange(16) * 1.37 + 0.3) + 1) * 2 - 2).reshape(4, 4).astype(np.float32))
seq = nn.SequentialCell([nn.Dense(4, 3, weight_init="ones", bias_init="zeros"), nn.BatchNorm1d(3)])
seq.set_train(True)
net = ms.amp.auto_mixed_precision(seq, "O1")
emit("training", net.training)
emit("out", net(x), rtol=1e-3, atol=1e-3)
emit("moving_mean", seq[1].moving_mean.value(), rtol=1e-3, atol=1e-4)
net.set_train(False)
emit("training_after_eval", net.training)
