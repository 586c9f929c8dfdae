"""save_checkpoint / load_checkpoint / load_param_into_net round-trips: names after nesting, strict_load, unmatched
names (return values), dtype / shape mismatches, dict and list inputs, choice_func, filter_prefix."""
import os
import tempfile
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from _h import case

D = tempfile.mkdtemp()


class Leaf(nn.Cell):
    def __init__(self, v=1.0, dt=np.float32):
        super().__init__()
        self.w = Parameter(Tensor(np.array([v, v + 1], dt)), name="w")
        self.b = Parameter(Tensor(np.array([0.5], np.float32)), name="b", requires_grad=False)

    def construct(self, x):
        return x * self.w + self.b


class Net(nn.Cell):
    def __init__(self, v=1.0):
        super().__init__()
        self.a = Leaf(v)
        self.lst = nn.CellList([Leaf(v + 2), Leaf(v + 4)])

    def construct(self, x):
        y = self.a(x)
        for c in self.lst:
            y = c(y)
        return y


def path(n):
    return os.path.join(D, n + ".ckpt")


def sv(net, n, **kw):
    ms.save_checkpoint(net, path(n), **kw)
    return path(n)


def vals(net):
    return {q.name: q for q in net.get_parameters()}


def rt_basic():
    f = sv(Net(1.0), "basic")
    d = ms.load_checkpoint(f)
    n2 = Net(10.0)
    r = ms.load_param_into_net(n2, d)
    return sorted(d.keys()), r, vals(n2), type(d[list(d)[0]]).__name__


case("rt_basic", rt_basic)
case("ckpt_dict_types", lambda: {k: (type(v).__name__, v.name, v.requires_grad) for k, v in ms.load_checkpoint(sv(Net(1.0), "t")).items()})


def unmatched():
    class Other(nn.Cell):
        def __init__(self):
            super().__init__()
            self.a = Leaf(7.0)
            self.extra = Parameter(Tensor(np.array([9.0], np.float32)), name="extra")

        def construct(self, x):
            return x
    o = Other()
    r = ms.load_param_into_net(o, ms.load_checkpoint(sv(Net(1.0), "u")))
    return r, vals(o)


case("unmatched", unmatched)


def unmatched_strict():
    class Other(nn.Cell):
        def __init__(self):
            super().__init__()
            self.a = Leaf(7.0)
            self.extra = Parameter(Tensor(np.array([9.0], np.float32)), name="extra")

        def construct(self, x):
            return x
    o = Other()
    r = ms.load_param_into_net(o, ms.load_checkpoint(sv(Net(1.0), "u2")), strict_load=True)
    return r, vals(o)


case("unmatched_strict", unmatched_strict)


def dtype_mismatch(strict):
    n = Net(1.0)
    d = {"a.w": Parameter(Tensor(np.array([5, 6], np.int32)), name="a.w")}
    r = ms.load_param_into_net(n, d, strict_load=strict)
    return r, n.a.w


case("dtype_mismatch", lambda: dtype_mismatch(False))
case("dtype_mismatch_strict", lambda: dtype_mismatch(True))


def dtype_f64(strict):
    n = Net(1.0)
    d = {"a.w": Parameter(Tensor(np.array([5.25, 6.5], np.float64)), name="a.w")}
    r = ms.load_param_into_net(n, d, strict_load=strict)
    return r, n.a.w


case("dtype_f64", lambda: dtype_f64(False))
case("dtype_f64_strict", lambda: dtype_f64(True))


def shape_mismatch():
    n = Net(1.0)
    d = {"a.w": Parameter(Tensor(np.array([5.0, 6.0, 7.0], np.float32)), name="a.w")}
    return ms.load_param_into_net(n, d), n.a.w


case("shape_mismatch", shape_mismatch)
case("tensor_values", lambda: (lambda n: (ms.load_param_into_net(n, {"a.w": Tensor(np.array([3.0, 4.0], np.float32))}), n.a.w))(Net()))
case("load_not_dict", lambda: ms.load_param_into_net(Net(), [1]))
case("load_not_cell", lambda: ms.load_param_into_net(3, {}))
case("load_bad_value", lambda: ms.load_param_into_net(Net(), {"a.w": 3}))
case("load_np_value", lambda: ms.load_param_into_net(Net(), {"a.w": np.array([1.0, 2.0], np.float32)}))
case("save_list", lambda: sorted(ms.load_checkpoint(sv([{"name": "p1", "data": Tensor([1.0, 2.0])}, {"name": "p2", "data": Tensor(np.array([3], np.int32))}], "lst")).items()))
case("save_dict", lambda: sorted(ms.load_checkpoint(sv({"p1": Tensor([1.0, 2.0]), "p2": Parameter(Tensor(np.array([3], np.int8)), name="zz")}, "dct")).items()))
case("save_param_list", lambda: sorted(ms.load_checkpoint(sv([Parameter(Tensor([1.0]), name="x1"), Parameter(Tensor([2.0]), name="x2")], "plst")).keys()))
case("save_bad", lambda: ms.save_checkpoint(3, path("bad")))
case("save_dtypes", lambda: [(k, v.dtype) for k, v in sorted(ms.load_checkpoint(sv({"f16": Tensor(np.array([1.5], np.float16)), "f64": Tensor(np.array([1.5], np.float64)), "i8": Tensor(np.array([-3], np.int8)), "u8": Tensor(np.array([200], np.uint8)), "b": Tensor(np.array([True, False])), "i64": Tensor(np.array([2 ** 40], np.int64)), "s": Tensor(np.array(2.5, np.float32))}, "dts")).items())])
case("save_scalar_shape", lambda: [(k, v.shape) for k, v in ms.load_checkpoint(sv({"s": Tensor(np.array(2.5, np.float32)), "e": Tensor(np.zeros((0, 2), np.float32))}, "sc")).items()])
case("no_suffix", lambda: (ms.save_checkpoint(Net(), os.path.join(D, "nosuf")), sorted(os.listdir(D))[:0], os.path.exists(os.path.join(D, "nosuf.ckpt")))[1:])
case("load_missing_file", lambda: ms.load_checkpoint(os.path.join(D, "nope.ckpt")))
case("filter_prefix", lambda: sorted(ms.load_checkpoint(sv(Net(), "fp"), filter_prefix="lst").keys()))
case("filter_prefix_list", lambda: sorted(ms.load_checkpoint(sv(Net(), "fp2"), filter_prefix=["a.w", "lst.1"]).keys()))
case("choice_func", lambda: sorted(ms.load_checkpoint(sv(Net(), "cf"), choice_func=lambda n: n.startswith("a.")).keys()))
case("specify_prefix", lambda: sorted(ms.load_checkpoint(sv(Net(), "sp"), specify_prefix="lst.0").keys()))
case("load_net_arg", lambda: (lambda n: (ms.load_checkpoint(sv(Net(3.0), "na"), net=n), vals(n))[1])(Net()))
case("integrated", lambda: (lambda n: (ms.load_checkpoint(sv(Net(3.0), "ig", integrated_save=False)), 1)[1])(Net()))
case("append_dict", lambda: sorted((lambda f: ms.load_checkpoint(f).items())(sv(Net(), "ad", append_dict={"epoch_num": 3, "lr": 0.5, "s": "x"}))))
case("append_dict_bad", lambda: sv(Net(), "ad2", append_dict={"k": [1]}))
case("async_save", lambda: (lambda f: sorted(ms.load_checkpoint(f).keys()))(sv(Net(), "as", async_save=True)))
case("untrainable_saved", lambda: ms.load_checkpoint(sv(Net(), "ut"))["a.b"].requires_grad)


def grad_after_load():
    n = Net(1.0)
    ms.load_param_into_net(n, ms.load_checkpoint(sv(Net(2.0), "gl")))
    x = Tensor(np.array([1.0, -1.0], np.float32))
    return n(x), ops.GradOperation(get_by_list=True)(n, n.trainable_params())(x)


case("grad_after_load", grad_after_load)


def call_then_load():
    n = Net(1.0)
    x = Tensor(np.array([1.0, -1.0], np.float32))
    a = n(x)
    ms.load_param_into_net(n, ms.load_checkpoint(sv(Net(2.0), "cl")))
    return a, n(x)


case("call_then_load", call_then_load)


def nested_names_seq():
    s = nn.SequentialCell([nn.Dense(2, 3, weight_init="ones", bias_init="zeros"), nn.ReLU(), nn.Dense(3, 1, weight_init="ones", bias_init="zeros")])
    f = sv(s, "seq")
    d = ms.load_checkpoint(f)
    s2 = nn.SequentialCell([nn.Dense(2, 3), nn.ReLU(), nn.Dense(3, 1)])
    r = ms.load_param_into_net(s2, d)
    return sorted(d), r, s2(Tensor(np.array([[1.0, 2.0]], np.float32)))


case("nested_names_seq", nested_names_seq)


def prefix_mismatch():
    class Wrap(nn.Cell):
        def __init__(self):
            super().__init__()
            self.net = Net(5.0)

        def construct(self, x):
            return self.net(x)
    w = Wrap()
    n = Net(1.0)
    r = ms.load_param_into_net(n, ms.load_checkpoint(sv(w, "pm")))
    return r, vals(n)["a.w"]


case("prefix_mismatch", prefix_mismatch)


def ckpt_bf16():
    f = sv({"b": Tensor(np.array([1.5, 2.5], np.float32), ms.bfloat16)}, "bf")
    d = ms.load_checkpoint(f)
    return d["b"].dtype, d["b"].float()


case("ckpt_bf16", ckpt_bf16)


def load_f16_into_f32():
    n = Net(1.0)
    d = {"a.w": Parameter(Tensor(np.array([5.5, 6.5], np.float16)), name="a.w")}
    r = ms.load_param_into_net(n, d)
    return r, n.a.w


case("load_f16_into_f32", load_f16_into_f32)
case("load_remove_prefix", lambda: (lambda n: (ms.load_param_into_net(n, {"net.a.w": Tensor(np.array([3.0, 4.0], np.float32))}, remove_redundancy=False), n.a.w))(Net()))
