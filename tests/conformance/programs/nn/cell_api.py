"""nn.WithEvalCell and Cell API used by zoo code: recompute, add_flags, shard, cls_name, parameter naming."""
import numpy as np
from mindspore import nn, Tensor
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
        self.act = nn.ReLU6()

    def construct(self, *inputs):
        return self.act(self.dense(inputs[0]))


net = Net()
x = Tensor(np.array([[1.0, -2.0, 3.0], [0.5, 4.0, 2.0]], np.float32))
y = Tensor(np.array([[1.0, 0.0], [2.0, 3.0]], np.float32))
ev = nn.WithEvalCell(net, nn.MSELoss())
emit("with_eval", ev(x, y))
emit("with_eval_cast", nn.WithEvalCell(net, nn.L1Loss(), add_cast_fp32=True)(x, y))
emit("with_eval_names", [p.name for p in ev.get_parameters()])
emit("names", [n for n, _ in net.cells_and_names()])
emit("recompute", net.dense.recompute())
emit("after_recompute", net(x))
emit("cls_name", net.dense.cls_name)
emit("param_names", [n for n, _ in net.parameters_and_names()])
emit("trainable", [p.name for p in net.trainable_params()])
emit("set_train_returns", type(net.set_train(False)).__name__)
emit("set_grad_returns", type(net.set_grad()).__name__)
