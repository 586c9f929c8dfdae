"""Tensor.asnumpy() storage sharing: writing the returned array, writing the Tensor after asnumpy."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _h import case, MODE


def f32(*v):
    return Tensor(np.array(v, np.float32))


def w_np(make):
    def run():
        t = make()
        a = t.asnumpy()
        a[0] = 99
        return t, a.flags.writeable, a.flags.owndata
    return run


case("np_write_from_numpy", w_np(lambda: f32(1.0, 2.0)))
case("np_write_from_op", w_np(lambda: f32(1.0, 2.0) + 1))
case("np_write_from_list", w_np(lambda: Tensor([1.0, 2.0])))
case("np_write_param", w_np(lambda: Parameter(f32(1.0, 2.0), name="p")))
case("np_write_int", w_np(lambda: Tensor(np.array([1, 2], np.int32))))
case("np_write_from_ones", w_np(lambda: ops.ones(2, ms.float32)))
case("np_write_slice_result", w_np(lambda: f32(1.0, 2.0, 3.0)[1:]))
case("np_write_cast", w_np(lambda: f32(1.0, 2.0).astype(ms.float16)))


def c_np_write_0d():
    t = Tensor(np.array(3.0, np.float32)); a = t.asnumpy(); a[()] = 7
    return t, a
case("np_write_0d", c_np_write_0d)


def c_src_np_write():
    n = np.array([1.0, 2.0], np.float32); t = Tensor(n); n[0] = 99
    return t
case("source_numpy_written", c_src_np_write)


def c_from_numpy():
    n = np.array([1.0, 2.0], np.float32); t = Tensor.from_numpy(n); n[0] = 99
    return t
case("from_numpy_source_written", c_from_numpy)


def c_from_numpy_asnp():
    n = np.array([1.0, 2.0], np.float32); t = Tensor.from_numpy(n); a = t.asnumpy(); a[1] = 77
    return t, n
case("from_numpy_asnumpy_written", c_from_numpy_asnp)


def c_two_asnumpy():
    t = f32(1.0, 2.0); a = t.asnumpy(); b = t.asnumpy(); a[0] = 99
    return b, a is b
case("two_asnumpy_share", c_two_asnumpy)


def t_then(write):
    def run():
        t = write[0]()
        a = t.asnumpy()
        write[1](t)
        return a, t
    return run


case("setitem_after", t_then((lambda: f32(1.0, 2.0), lambda t: t.__setitem__(0, 5.0))))
case("assign_param_after", t_then((lambda: Parameter(f32(1.0, 2.0), name="q"), lambda t: ops.assign(t, f32(5.0, 6.0)))))
case("assign_tensor_after", t_then((lambda: f32(1.0, 2.0), lambda t: ops.assign(t, f32(5.0, 6.0)))))
case("assign_add_param_after", t_then((lambda: Parameter(f32(1.0, 2.0), name="q"), lambda t: ops.assign_add(t, f32(5.0, 6.0)))))
case("set_data_after", t_then((lambda: Parameter(f32(1.0, 2.0), name="q"), lambda t: t.set_data(f32(5.0, 6.0)))))
case("add_inplace_after", t_then((lambda: f32(1.0, 2.0), lambda t: t.add_(1.0))))
case("copy_after", t_then((lambda: f32(1.0, 2.0), lambda t: t.copy_(f32(5.0, 6.0)))))
case("fill_after", t_then((lambda: f32(1.0, 2.0), lambda t: t.fill_(4.0))))
case("param_setitem_after", t_then((lambda: Parameter(f32(1.0, 2.0), name="q"), lambda t: t.__setitem__(0, 5.0))))
case("scatter_update_param_after", t_then((lambda: Parameter(f32(1.0, 2.0), name="q"),
                                           lambda t: ops.scatter_update(t, Tensor(np.array([1], np.int32)), f32(9.0)))))


class Step(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(1.0, 2.0), name="w")

    def construct(self, x):
        ops.assign_add(self.w, x)
        return x + 0


def c_cell_update():
    n = Step(); a = n.w.asnumpy(); n(f32(1.0, 1.0))
    return a, n.w
case("cell_step_after_asnumpy", c_cell_update)


def c_cell_update_np_write():
    n = Step(); a = n.w.asnumpy(); a[0] = 50; out = n(f32(1.0, 1.0))
    return a, n.w
case("np_write_then_cell_step", c_cell_update_np_write)


def c_opt():
    n = Step()
    net = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
    a = net.weight.asnumpy()
    opt = nn.SGD(net.trainable_params(), learning_rate=0.5)
    loss = lambda x: net(x).sum()
    g = ms.grad(loss, None, opt.parameters)(f32(1.0, 2.0).reshape(1, 2))
    opt(g)
    return a, net.weight
case("sgd_step_after_asnumpy", c_opt)
