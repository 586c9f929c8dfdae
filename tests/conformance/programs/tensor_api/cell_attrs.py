"""Cell __getattr__/__setattr__/__delattr__, training flags, construct kwargs and arity errors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([2.0], np.float32)), name="w")

    def construct(self, x, y=1.0):
        return x * self.w + y


net = Net()
x = Tensor(np.array([1.0, 2.0], np.float32))
emit("call", net(x))
emit("call_kw", net(x, y=Tensor(np.array([10.0], np.float32))))
emit("call_kw_x", net(x=x))
emit_error("too_many", lambda: net(x, x, x).asnumpy())
emit_error("too_few", lambda: net().asnumpy())
emit_error("missing_attr", lambda: net.nothing)
emit("training_default", net.training)
net.set_train()
emit("set_train", net.training)
net.set_train(False)
emit("set_train_false", net.training)
emit("set_train_returns", type(net.set_train(True)).__name__)
emit("set_grad_returns", type(net.set_grad()).__name__)
emit("requires_grad_flag", net.requires_grad)
net.child = nn.ReLU()
emit("setattr_cell", [n for n, _ in net.cells_and_names()])
net.child = None
emit("setattr_none", net.child is None)
emit("setattr_none_cells", [n for n, _ in net.cells_and_names()])
net.p2 = Parameter(Tensor(np.array([1.0], np.float32)), name="p2")
emit("setattr_param", [p.name for p in net.get_parameters()])
del net.p2
emit("delattr_param", [p.name for p in net.get_parameters()])
emit_error("delattr_missing", lambda: net.__delattr__("zzz"))
net.w = Tensor(np.array([5.0], np.float32))
emit("assign_tensor_to_param", (type(net.w).__name__, net.w))
emit_error("assign_int_to_param", lambda: setattr(net, "w", 3))
emit_error("assign_param_over_cell", lambda: setattr(net, "child2", nn.ReLU()) or setattr(net, "child2", Parameter(Tensor([1.0]), name="c2")))
seq = nn.SequentialCell(nn.ReLU())
seq.set_train()
emit("set_train_recursive", seq[0].training)
emit("phase", net.phase)
emit("cls_name", net.cls_name)
