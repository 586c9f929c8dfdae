"""container (CellDict / CellList / SequentialCell) and parameter variants: CellDict get/set/del/pop/keys/values/
items/update/contains/len in construct and outside, invalid keys and values, CellList index / slice / negative /
insert / append / extend / iteration with a Tensor-dependent loop, Parameter dtypes / set_dtype / names / clone /
requires_grad / in tuples and lists / ParameterTuple, Parameters as arguments and free variables with gradients."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter, ParameterTuple, jit
from _h import case


def f32(*v):
    return Tensor(np.array(v, np.float32))


class Scale(nn.Cell):
    def __init__(self, k):
        super().__init__()
        self.k = k

    def construct(self, x):
        return x * self.k


def mkdict():
    return nn.CellDict({"a": Scale(2.0), "b": Scale(3.0), "relu": nn.ReLU()})


class DGet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d = mkdict()

    def construct(self, x):
        out = self.d["a"](x) + self.d["relu"](x)
        for k in self.d.keys():
            out = out + self.d[k](x)
        for v in self.d.values():
            out = out - v(x)
        for k, v in self.d.items():
            out = out + v(x)
        return out, len(self.d), "a" in self.d, "z" in self.d


case("celldict_get", lambda: DGet()(f32(-1.0, 2.0)))


class DKeyArg(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d = mkdict()

    def construct(self, key, x):
        return self.d[key](x)


case("celldict_key_arg", lambda: DKeyArg()("b", f32(1.0, 2.0)))
case("celldict_missing_key", lambda: DKeyArg()("zz", f32(1.0, 2.0)))
case("celldict_int_key", lambda: DKeyArg()(1, f32(1.0, 2.0)))


class DPop(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d = mkdict()

    def construct(self, key, x):
        op = self.d.pop(key)
        return op(x), len(self.d)


case("celldict_pop", lambda: DPop()("a", f32(1.0, 2.0)))
case("celldict_pop_missing", lambda: DPop()("q", f32(1.0, 2.0)))


class DDel(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d = mkdict()

    def construct(self, k1):
        del self.d[k1]
        return len(self.d)


case("celldict_del", lambda: DDel()("b"))
case("celldict_del_missing", lambda: DDel()("q"))


class DClear(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d = mkdict()

    def construct(self):
        self.d.clear()
        return len(self.d)


case("celldict_clear", lambda: DClear()())


class DSet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d = mkdict()

    def construct(self, x):
        self.d["c"] = Scale(5.0)
        self.d["a"] = Scale(-1.0)
        return self.d["c"](x) + self.d["a"](x), len(self.d)


case("celldict_set", lambda: DSet()(f32(1.0, 2.0)))
case("celldict_outside_ops", lambda: (lambda d: (len(d), list(d.keys()), "a" in d, d.pop("a").k, len(d)))(mkdict()))
case("celldict_bad_value", lambda: nn.CellDict({"a": 1}))
case("celldict_bad_key", lambda: nn.CellDict({1: Scale(1.0)}))
case("celldict_list_init", lambda: len(nn.CellDict([["x", Scale(1.0)], ("y", Scale(2.0))])))
case("celldict_setitem_non_cell", lambda: mkdict().__setitem__("q", 3))
case("celldict_update_dup", lambda: (lambda d: (d.update([("a", Scale(9.0)), ("n", Scale(1.0))]), len(d), d["a"].k))(mkdict()))
case("celldict_key_dot", lambda: nn.CellDict({"a.b": Scale(1.0)}))
case("celldict_key_empty", lambda: nn.CellDict({"": Scale(1.0)}))
case("celldict_get_default", lambda: mkdict().get("zz", None) if hasattr(nn.CellDict, "get") else "noget")
case("celldict_params_names", lambda: [p.name for p in nn.CellDict({"d": nn.Dense(2, 1)}).get_parameters()])


class LNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.l = nn.CellList([Scale(2.0), Scale(3.0), nn.ReLU()])

    def construct(self, x):
        a = self.l[0](x)
        b = self.l[-1](x)
        c = x
        for cell in self.l[1:]:
            c = cell(c)
        d = x
        for i in range(len(self.l)):
            d = self.l[i](d)
        return a, b, c, d


case("celllist_index", lambda: LNet()(f32(-1.0, 2.0)))
case("celllist_grad", lambda: ms.grad(lambda x: LNet()(x)[3].sum())(f32(-1.0, 2.0)))


class LTensorIdx(nn.Cell):
    def __init__(self):
        super().__init__()
        self.l = nn.CellList([Scale(2.0), Scale(3.0), nn.ReLU()])

    def construct(self, i, x):
        return self.l[i](x)


case("celllist_tensor_index", lambda: LTensorIdx()(Tensor(1, ms.int32), f32(-1.0, 2.0)))
case("celllist_tensor_index_neg", lambda: LTensorIdx()(Tensor(-1, ms.int32), f32(-1.0, 2.0)))
case("celllist_int_index_oob", lambda: LTensorIdx()(3, f32(-1.0, 2.0)))


class LLoopCond(nn.Cell):
    def __init__(self):
        super().__init__()
        self.l = nn.CellList([Scale(2.0), Scale(-3.0), Scale(0.5)])

    def construct(self, x):
        for cell in self.l:
            if x.sum() > 0:
                x = cell(x)
            else:
                x = x - 1
        return x


case("celllist_loop_cond", lambda: LLoopCond()(f32(1.0, 2.0)))
case("celllist_loop_cond_grad", lambda: ms.grad(LLoopCond())(f32(1.0, 2.0)))
case("celllist_insert", lambda: (lambda l: (l.insert(-1, Scale(7.0)), [c.k if isinstance(c, Scale) else "r" for c in l]))(nn.CellList([Scale(1.0), nn.ReLU()])))
case("celllist_insert_oob", lambda: (lambda l: (l.insert(10, Scale(7.0)), len(l)))(nn.CellList([Scale(1.0)])))
case("celllist_insert_neg_oob", lambda: (lambda l: (l.insert(-10, Scale(7.0)), len(l)))(nn.CellList([Scale(1.0)])))
case("celllist_extend_bad", lambda: nn.CellList([Scale(1.0)]).extend(Scale(2.0)))
case("celllist_append_bad", lambda: nn.CellList().append(3))
case("celllist_getitem_oob", lambda: nn.CellList([Scale(1.0)])[2])
case("celllist_getitem_str", lambda: nn.CellList([Scale(1.0)])["0"])
case("celllist_slice", lambda: len(nn.CellList([Scale(1.0), Scale(2.0), Scale(3.0)])[::-1]))
case("celllist_delitem", lambda: (lambda l: (l.__delitem__(0), len(l)))(nn.CellList([Scale(1.0), Scale(2.0)])))
case("celllist_setitem_bad", lambda: nn.CellList([Scale(1.0)]).__setitem__(0, 5))
case("seq_index_neg", lambda: nn.SequentialCell([Scale(2.0), nn.ReLU()])[-1](f32(-1.0, 1.0)))
case("seq_call", lambda: nn.SequentialCell(Scale(2.0), Scale(-1.0), nn.ReLU())(f32(-1.0, 1.0)))
case("seq_dict", lambda: nn.SequentialCell({"s": Scale(2.0), "r": nn.ReLU()})(f32(-1.0, 1.0)))


# Parameters
for dt in (ms.float16, ms.float64, ms.int32, ms.int8, ms.uint8, ms.bool_):
    case("param_set_dtype_" + str(dt), lambda dt=dt: (lambda p: (p.set_dtype(dt), p.dtype, p.asnumpy().tolist()))(Parameter(f32(1.5, -2.5), name="p")))
case("param_int_init", lambda: Parameter(1, name="i"))
case("param_float_init", lambda: Parameter(2.5, name="f"))
case("param_bool_init", lambda: Parameter(True, name="b"))
case("param_np_init", lambda: Parameter(np.array([1, 2], np.int16), name="n"))
case("param_list_init", lambda: Parameter([1.0, 2.0], name="l"))
case("param_name_default", lambda: Parameter(f32(1.0)).name)
case("param_name_bad", lambda: Parameter(f32(1.0), name=1))
case("param_clone", lambda: (lambda p: (p.clone().name, p.clone("x").name, p.clone().requires_grad))(Parameter(f32(1.0), name="w", requires_grad=False)))
case("param_requires_grad", lambda: Parameter(f32(1.0), name="w", requires_grad=False).requires_grad)
case("paramtuple_names", lambda: [p.name for p in ParameterTuple([Parameter(f32(1.0), name="a"), Parameter(f32(1.0), name="b")])])
case("paramtuple_bad", lambda: ParameterTuple([f32(1.0)]))
case("paramtuple_dup", lambda: len(ParameterTuple([Parameter(f32(1.0), name="a"), Parameter(f32(1.0), name="a")])))
case("param_set_data_shape", lambda: (lambda p: (p.set_data(f32(1.0, 2.0, 3.0)), p.shape))(Parameter(f32(1.0, 2.0), name="w")))
case("param_set_data_dtype", lambda: (lambda p: (p.set_data(Tensor(np.array([1, 2], np.int32))), p.dtype, p))(Parameter(f32(1.0, 2.0), name="w")))
case("param_set_data_slice_shape", lambda: (lambda p: (p.set_data(f32(1.0, 2.0, 3.0), True), p.shape))(Parameter(f32(1.0, 2.0), name="w")))
case("param_arith", lambda: (lambda p: (p + 1, p * p, -p, p.sum(), type(p + 1).__name__))(Parameter(f32(1.0, 2.0), name="w")))
case("param_init_data", lambda: (lambda p: (p.init_data() is p, p.has_init))(Parameter(f32(1.0, 2.0), name="w")))
case("param_copy_name", lambda: (lambda p: __import__("copy").deepcopy(p).name)(Parameter(f32(1.0, 2.0), name="w")))


class PTuple(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ps = ParameterTuple([Parameter(f32(1.0, 2.0), name="p0"), Parameter(f32(3.0, 4.0), name="p1")])
        self.pl = [Parameter(f32(0.5), name="q0"), Parameter(f32(-1.0), name="q1")]

    def construct(self, x):
        out = x
        for p in self.ps:
            out = out * p
        for q in self.pl:
            out = out + q
        return out.sum()


pt = PTuple()
case("param_tuple_fwd", lambda: pt(f32(1.0, 1.0)))
case("param_tuple_names", lambda: sorted(p.name for p in pt.trainable_params()))
case("param_tuple_grad", lambda: ms.grad(pt, grad_position=None, weights=pt.trainable_params())(f32(1.0, 1.0)))


class PArgFv(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(2.0, 3.0), name="w")

    def construct(self, p, x):
        return (p * x * self.w).sum()


pa = PArgFv()
case("param_arg_and_fv_grad", lambda: ms.grad(pa, grad_position=(0, 1), weights=pa.w)(pa.w, f32(1.0, 1.0)))
case("param_arg_other_grad", lambda: ms.grad(pa, grad_position=(0, 1), weights=pa.w)(Parameter(f32(5.0, 5.0), name="o"), f32(1.0, 1.0)))


class TwoDense(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d1 = nn.Dense(2, 2, weight_init="ones", bias_init="zeros")
        self.d2 = nn.Dense(2, 1, weight_init="ones", bias_init="ones")

    def construct(self, x):
        return self.d2(self.d1(x))


td = TwoDense()
case("two_dense_names", lambda: [p.name for p in td.trainable_params()])
case("two_dense_grad", lambda: ms.grad(td, grad_position=None, weights=td.trainable_params())(f32(1.0, 2.0).reshape(1, 2)))
case("two_dense_param_dict", lambda: sorted(td.parameters_dict().keys()))


class PDtype(nn.Cell):
    def __init__(self, dt):
        super().__init__()
        self.p = Parameter(Tensor(np.array([1, 2]), dt), name="p")

    def construct(self, x):
        return self.p + x, (self.p * x).dtype


for dt in (ms.float16, ms.int32, ms.uint8, ms.bool_):
    case("param_mixed_dtype_" + str(dt), lambda dt=dt: PDtype(dt)(f32(0.5, 0.5)))
    case("param_mixed_dtype_int_" + str(dt), lambda dt=dt: PDtype(dt)(Tensor(np.array([3, 3], np.int64))))
