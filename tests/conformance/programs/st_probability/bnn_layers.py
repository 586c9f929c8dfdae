"""Adapted from tests/st/probability/bnn_layers/test_bnn_layer.py: Bayesian layers' parameters, output
shapes, KL terms (the posteriors are initialised from numpy's seeded global stream) and argument errors.
The sampled forward values depend on MindSpore's random stream, so only their shapes are compared."""
import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore import Tensor
from mindspore.nn.probability import bnn_layers
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = bnn_layers.ConvReparam(1, 2, 3, stride=1, padding=0, has_bias=True, pad_mode="valid")
        self.fc1 = bnn_layers.DenseReparam(2 * 4 * 4, 5, activation='relu')
        self.fc2 = bnn_layers.DenseLocalReparam(5, 3, has_bias=False)
        self.flatten = nn.Flatten()

    def construct(self, x):
        return self.fc2(self.fc1(self.flatten(self.conv1(x))))


class KL(nn.Cell):
    def __init__(self, layer):
        super().__init__()
        self.layer = layer

    def construct(self):
        return self.layer.compute_kl_loss()


np.random.seed(0)
net = Net()
emit("trainable", [(p.name, p.shape) for p in net.trainable_params()])
emit("all_params", [(p.name, p.requires_grad) for p in net.get_parameters()])
x = Tensor(np.arange(72, dtype=np.float32).reshape(2, 1, 6, 6) / 72)
emit("out_shape", net(x).shape)
emit("kl_conv", KL(net.conv1)(), rtol=1e-4)
emit("kl_dense", KL(net.fc1)(), rtol=1e-4)
emit("kl_local", KL(net.fc2)(), rtol=1e-4)

loss = bnn_layers.WithBNNLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean'), 1, 0.001)
emit("loss_shape", loss(x, Tensor(np.array([0, 2], np.int32))).shape)
emit("backbone", type(loss.backbone_network).__name__)

post = bnn_layers.NormalPosterior("w", (2, 3))
emit("posterior_params", [(p.name, p.shape) for p in post.get_parameters()])
emit("prior_cells", list(bnn_layers.NormalPrior(mean=1.0, std=0.5).name_cells().keys()))
emit_error("posterior_name", bnn_layers.NormalPosterior, 1, (2, 3))
emit_error("posterior_shape", bnn_layers.NormalPosterior, "w", 3)
emit_error("posterior_loc_std", bnn_layers.NormalPosterior, "w", (2,), loc_std=-1.0)
emit_error("dense_activation", bnn_layers.DenseReparam, 2, 3, activation=1)
emit_error("conv_pad_mode", bnn_layers.ConvReparam, 1, 2, 3, pad_mode="full")
emit_error("loss_factor", bnn_layers.WithBNNLossCell, net, nn.MSELoss(), -1)
emit_error("loss_factor_type", bnn_layers.WithBNNLossCell, net, nn.MSELoss(), 1, "a")
