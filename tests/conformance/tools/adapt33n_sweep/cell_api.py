import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _h import case

class Sub(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.ones((2,), np.float32)), name="w")
        self.dense = nn.Dense(2, 3)
    def construct(self, x):
        return self.dense(x * self.w)

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = Sub()
        self.lst = nn.CellList([nn.Dense(3, 3), nn.ReLU(), nn.Dense(3, 1, has_bias=False)])
        self.seq = nn.SequentialCell(nn.Dense(1, 2), nn.Tanh())
        self.b = Parameter(Tensor(np.zeros((1,), np.float32)), name="bias_p", requires_grad=False)
        self.bn = nn.BatchNorm1d(2)
    def construct(self, x):
        x = self.a(x)
        for c in self.lst:
            x = c(x)
        return self.bn(self.seq(x + self.b))

net = Net()
case("pan", lambda: [n for n, p in net.parameters_and_names()])
case("pan_pname", lambda: [p.name for n, p in net.parameters_and_names()])
case("trainable", lambda: [p.name for p in net.trainable_params()])
case("untrainable", lambda: [p.name for p in net.untrainable_params()])
case("get_parameters", lambda: [p.name for p in net.get_parameters()])
case("get_parameters_noexp", lambda: [p.name for p in net.get_parameters(expand=False)])
case("cells_and_names", lambda: [n for n, c in net.cells_and_names()])
case("cells_and_names_types", lambda: [type(c).__name__ for n, c in net.cells_and_names()])
case("name_cells", lambda: list(net.name_cells().keys()))
case("cells", lambda: [type(c).__name__ for c in net.cells()])
case("pd_keys", lambda: list(net.parameters_dict().keys()))
case("pd_prefix", lambda: list(net.a.parameters_dict().keys()))
case("pan_prefix", lambda: [n for n, p in net.a.parameters_and_names(name_prefix="zz")])
case("trainable_a", lambda: [p.name for p in net.a.trainable_params()])
case("trainable_lst", lambda: [p.name for p in net.lst.trainable_params()])
case("lst_len", lambda: len(net.lst))
case("lst_getitem", lambda: type(net.lst[-1]).__name__)
case("lst_slice", lambda: type(net.lst[0:2]).__name__)
case("seq_len", lambda: len(net.seq))
def ins():
    net.insert_param_to_cell("extra", Parameter(Tensor(np.ones(3, np.float32)), name="ex"))
    return [p.name for p in net.get_parameters()]
case("insert_param", ins)
case("insert_param_dup", lambda: net.insert_param_to_cell("extra", Parameter(Tensor(np.ones(3, np.float32)))))
case("insert_param_bad", lambda: net.insert_param_to_cell("x.y", Parameter(Tensor(np.ones(3, np.float32)))))
case("insert_param_notparam", lambda: net.insert_param_to_cell("q", Tensor(np.ones(3, np.float32))))
case("insert_param_empty", lambda: net.insert_param_to_cell("", Parameter(Tensor(np.ones(3, np.float32)))))
case("insert_child", lambda: net.insert_child_to_cell("kid", nn.ReLU()) or [n for n, c in net.cells_and_names()])
case("insert_child_bad", lambda: net.insert_child_to_cell("kid2", 3))
case("set_grad", lambda: (net.set_grad(), net.requires_grad)[1])
case("set_grad_false", lambda: (net.set_grad(False), net.requires_grad)[1])
case("set_train", lambda: (net.set_train(), net.training, net.a.training, net.bn.training)[1:])
case("set_train_false", lambda: (net.set_train(False), net.training, net.a.dense.training)[1:])
case("to_float", lambda: type(net.a.to_float(ms.float16)).__name__)
case("to_float_run", lambda: net.a(Tensor(np.ones((2, 2), np.float32))))
case("to_float_bad", lambda: net.a.to_float(ms.int32))
case("param_name", lambda: (net.a.w.name, net.a.w.requires_grad))
def clone():
    p = net.a.w.clone()
    return (p.name, p.requires_grad, p is net.a.w)
case("param_clone", clone)
def clone2():
    p = net.a.w.clone(init="zeros")
    return (p.name, p.asnumpy().tolist())
case("param_clone_init", clone2)
def sd():
    p = Parameter(Tensor(np.ones((2,), np.float32)), name="p")
    p.set_data(Tensor(np.arange(2).astype(np.float32)))
    return (p.name, p.asnumpy().tolist(), p.dtype)
case("set_data", sd)
def sd2():
    p = Parameter(Tensor(np.ones((2,), np.float32)), name="p")
    p.set_data(Tensor(np.arange(3).astype(np.float32)))
    return (p.shape,)
case("set_data_shape", sd2)
def sd3():
    p = Parameter(Tensor(np.ones((2,), np.float32)), name="p")
    p.set_data(Tensor(np.arange(2).astype(np.int32)))
    return (p.dtype, p.asnumpy().tolist())
case("set_data_dtype", sd3)
def sd4():
    p = Parameter(Tensor(np.ones((2,), np.float32)), name="p")
    p.set_data(Tensor(np.arange(3).astype(np.float32)), slice_shape=True)
    return (p.shape,)
case("set_data_slice", sd4)
def rg():
    p = Parameter(Tensor(np.ones((2,), np.float32)), name="p")
    p.requires_grad = False
    p.name = "newname"
    return (p.name, p.requires_grad, repr(p))
case("param_setattr", rg)
case("param_repr", lambda: repr(Parameter(Tensor(np.ones((2,), np.float32)), name="pr")))
case("param_str", lambda: str(Parameter(Tensor(np.ones((2,), np.float32)), name="pr")))
case("param_default_name", lambda: Parameter(Tensor(np.ones((2,), np.float32))).name)
case("param_int", lambda: (Parameter(1).dtype, Parameter(1.0).dtype, Parameter(True).dtype, Parameter(1).shape))
case("param_name_bad", lambda: Parameter(Tensor(np.ones(2)), name=3))
case("param_value", lambda: Parameter(Tensor(np.ones(2)), name="v").value())
case("param_np", lambda: Parameter(np.ones(2, np.float32), name="v"))
case("param_list", lambda: Parameter([1, 2], name="v"))
case("param_add", lambda: Parameter(Tensor(np.ones(2, np.float32)), name="v") + 1)
case("param_type", lambda: type(Parameter(Tensor(np.ones(2, np.float32)), name="v") * 2).__name__)
case("param_copy_name", lambda: (lambda p: (p.name, type(p).__name__))(__import__("copy").deepcopy(Parameter(Tensor(np.ones(2, np.float32)), name="v"))))
