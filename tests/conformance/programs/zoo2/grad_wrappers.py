"""nn.WithGradCell, nn.ForwardValueAndGrad and nn.ParameterUpdate (wrapper cells of mindspore.nn)."""
import numpy as np
import mindspore as ms
from mindspore import Parameter, ParameterTuple, Tensor, nn
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")

    def construct(self, x):
        return self.dense(x) * x[:, :2]


x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) / 5)
y = Tensor(np.array([[0.5, 1.0], [1.5, -1.0]], np.float32))
grads = nn.WithGradCell(Net(), nn.MSELoss())(x, y)
emit("with_grad_loss", list(grads), rtol=1e-5, atol=1e-6)
grads = nn.WithGradCell(Net(), sens=Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32)))(x)
emit("with_grad_sens", list(grads), rtol=1e-5, atol=1e-6)
net = Net()
loss, g = nn.ForwardValueAndGrad(net, weights=net.trainable_params(), get_by_list=True)(x)
emit("fvag_list", [loss, list(g)], rtol=1e-5, atol=1e-6)
loss, g = nn.ForwardValueAndGrad(Net(), get_all=True)(x)
emit("fvag_all", [loss, list(g)], rtol=1e-5, atol=1e-6)
loss, g = nn.ForwardValueAndGrad(Net(), sens_param=True)(x, Tensor(np.ones((2, 2), np.float32) * 2))
emit("fvag_sens", [loss, g], rtol=1e-5, atol=1e-6)
emit_error("fvag_not_cell", nn.ForwardValueAndGrad, 3)
emit_error("fvag_get_all_int", nn.ForwardValueAndGrad, Net(), get_all=1)
emit_error("fvag_list_no_weights", nn.ForwardValueAndGrad, Net(), get_by_list=True)

p = Parameter(Tensor(np.zeros(3, np.float32)), name="p")
upd = nn.ParameterUpdate(p)
out = upd(Tensor(np.array([1.0, 2.0, 3.0], np.float32)))
emit("param_update", [out, p.value()])
emit_error("param_update_not_param", nn.ParameterUpdate, Tensor(np.zeros(3, np.float32)))
