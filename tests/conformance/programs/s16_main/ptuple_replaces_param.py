"""A ParameterTuple assigned to a Cell takes the place of the Cell's Parameters of the same names (tests/st/ops/ascend
test_gru_op: net.gru.w_ih_list = ParameterTuple([...name='weight_ih_l0'])): MindSpore lists one Parameter per name,
the new one, and the network computes with it; msgraph listed both, so ParameterTuple(trainable_params()) raised."""
import numpy as np
import mindspore as ms
from mindspore import nn, Parameter, Tensor, ParameterTuple, ops
from _conf import emit

ms.set_seed(0)
net = nn.GRU(input_size=4, hidden_size=2, num_layers=1, has_bias=True)
net.w_ih_list = ParameterTuple([Parameter(Tensor(np.full((6, 4), 0.1, np.float32)), name='weight_ih_l0')])
net.w_hh_list = ParameterTuple([Parameter(Tensor(np.full((6, 2), -0.2, np.float32)), name='weight_hh_l0')])
net.b_ih_list = ParameterTuple([Parameter(Tensor(np.zeros(6, np.float32)), name='bias_ih_l0')])
net.b_hh_list = ParameterTuple([Parameter(Tensor(np.linspace(0, 1, 6).astype(np.float32)), name='bias_hh_l0')])
emit("names", [n for n, _ in net.parameters_and_names()])
emit("trainable", [p.name for p in net.trainable_params()])
emit("sums", [float(p.asnumpy().sum()) for p in net.trainable_params()])
params = ParameterTuple(net.trainable_params())
x = Tensor(np.arange(24, dtype=np.float32).reshape(3, 2, 4) / 10)
h = Tensor(np.zeros((1, 2, 2), np.float32))
out, hn = net(x, h)
emit("out", out)
grads = ops.GradOperation(get_by_list=True)(net, params)(x, h)
emit("grads", list(grads))
