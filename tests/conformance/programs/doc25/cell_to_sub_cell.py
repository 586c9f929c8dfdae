"""nn.Cell.to / get_sub_cell / update_cell_prefix + param_prefix / set_data_parallel and the containers'
append (MindSpore 2.10's docstring examples, extended).  ``to`` casts the float Parameters and buffers in place
(same Parameter objects, integer ones kept), takes to(dtype), to(device=, dtype=), to(tensor), and refuses a
non-float dtype (TypeError) or another argument (TypeError); SequentialCell.append / CellList.append and
set_data_parallel return None."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, Parameter
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(2, 2, weight_init="ones", bias_init="zeros")
        self.count = Parameter(Tensor(np.array([1, 2], np.int32)), name="count", requires_grad=False)
        self.register_buffer("buf", Tensor(np.array([0.5, 1.5], np.float32)))
        self.register_buffer("ibuf", Tensor(np.array([3, 4], np.int64)))

    def construct(self, x):
        return self.dense(x) + self.buf


def dtypes(net):
    return [(n, str(p.dtype)) for n, p in sorted(net.parameters_and_names())] + [str(net.buf.dtype),
                                                                                 str(net.ibuf.dtype)]


def to_case(*args, **kwargs):
    net = Net()
    w = net.dense.weight
    r = net.to(*args, **kwargs)
    return r is net, w is net.dense.weight, dtypes(net), net(Tensor(np.array([[1.0, 2.0]]), net.buf.dtype))


emit_error("to_f16", to_case, ms.float16)
emit_error("to_kw_device_dtype", to_case, device="CPU", dtype=ms.float16)
emit_error("to_str_device_dtype", to_case, "CPU", ms.float64)
emit_error("to_tensor", to_case, Tensor([1.0], ms.float64))
emit_error("to_device_only", to_case, device="CPU")
emit_error("to_int32", to_case, ms.int32)
emit_error("to_bool_kw", to_case, dtype=ms.bool_)
emit_error("to_int_arg", to_case, 1)


class NetC(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense_c = nn.Dense(5, 3)

    def construct(self, x):
        return self.dense_c(x)


class NetB(nn.Cell):
    def __init__(self, net_c):
        super().__init__()
        self.net_c = net_c
        self.flag = 3

    def construct(self, x):
        return self.net_c(x)


net_c = NetC()
net_b = NetB(net_c)
emit("get_sub_cell", net_b.get_sub_cell("net_c") is net_c)
emit("get_sub_cell_nested", net_b.get_sub_cell("net_c.dense_c") is net_c.dense_c)
emit("get_sub_cell_empty", net_b.get_sub_cell("") is net_b)
emit_error("get_sub_cell_missing", net_b.get_sub_cell, "net_x")
emit_error("get_sub_cell_not_cell", net_b.get_sub_cell, "flag")
emit("param_prefix_before", net_c.dense_c.param_prefix)
net_b.update_cell_prefix()
emit("param_prefix_after", (net_b.param_prefix, net_c.param_prefix, net_c.dense_c.param_prefix))

seq = nn.SequentialCell([nn.ReLU()])
emit("seq_append_returns", (seq.append(nn.Tanh()), len(seq)))
cl = nn.CellList([nn.ReLU()])
emit("celllist_append_returns", (cl.append(nn.Tanh()), len(cl)))
emit("set_data_parallel_returns", nn.Dense(3, 4).set_data_parallel())
