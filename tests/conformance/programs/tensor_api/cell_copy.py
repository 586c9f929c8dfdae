"""copy.deepcopy of a Cell and of Parameters: independence and names."""
import copy
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")

    def construct(self, x):
        return self.fc(x)


net = Net()
net2 = copy.deepcopy(net)
net2.fc.weight.set_data(Tensor(np.array([[3.0, 3.0]], np.float32)))
x = Tensor(np.array([[1.0, 2.0]], np.float32))
emit("orig", net(x))
emit("copy", net2(x))
emit("copy_names", [p.name for p in net2.get_parameters()])
p = Parameter(Tensor(np.array([1.0], np.float32)), name="p")
q = copy.deepcopy(p)
q.set_data(Tensor(np.array([9.0], np.float32)))
emit("param_deepcopy", (type(q).__name__, q.name, p, q))
r = copy.copy(p)
emit("param_copy", (type(r).__name__, r.name, r))
