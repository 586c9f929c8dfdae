"""In-place methods on Tensors and Parameters, eager and in graph code (a Cell's construct, @ms.jit); Parameter
attributes, clone, set_data with other dtypes / shapes."""
import copy
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from _h import case

DTS = [ms.bool_, ms.int8, ms.int32, ms.int64, ms.float16, ms.float32, ms.float64]


def mk(dt, shape=(2, 2)):
    return Tensor((np.arange(int(np.prod(shape))).reshape(shape) % 3 + 1).astype(np.float64), dt)


INPLACE = {
    "add_T": lambda x: x.add_(Tensor([1, 2], x.dtype)), "add_2": lambda x: x.add_(2), "add_alpha": lambda x: x.add_(1, alpha=2),
    "sub_1": lambda x: x.sub_(1), "mul_3": lambda x: x.mul_(3), "div_2": lambda x: x.div_(2), "copy_": lambda x: x.copy_(Tensor([[5, 6]], ms.float32)),
    "zero_": lambda x: x.zero_(), "fill_2": lambda x: x.fill_(2), "fill_T": lambda x: x.fill_(Tensor(3, x.dtype)),
    "clamp_": lambda x: x.clamp_(1, 2), "setitem_int": lambda x: x.__setitem__(0, 7),
    "setitem_slice": lambda x: x.__setitem__((slice(None), 1), 0), "setitem_mask": lambda x: x.__setitem__(x > 1, 9),
    "setitem_float": lambda x: x.__setitem__(0, 2.7), "setitem_T": lambda x: x.__setitem__(1, Tensor([4, 5], ms.float32)),
    "iadd": lambda x: x.__iadd__(1), "imul_f": lambda x: x.__imul__(1.5), "masked_fill_": lambda x: x.masked_fill_(x > 1, 0),
    "uniform_": lambda x: x.uniform_(0, 0) if False else x.normal_(0, 0).shape, "index_fill_": lambda x: x.index_fill_(0, Tensor([1]), -1),
    "floor_divide_": lambda x: x.floor_divide_(2), "exp_": lambda x: x.exp_(), "sigmoid_": lambda x: x.sigmoid_(),
    "scatter_": lambda x: x.scatter_(0, Tensor([[1, 0]]), Tensor([[8, 9]], x.dtype)),
    "tril_": lambda x: x.tril_(), "abs_": lambda x: x.abs_(), "neg_": lambda x: x.neg_(), "sqrt_": lambda x: x.sqrt_(),
    "copy_bc": lambda x: x.copy_(Tensor(1.5)), "copy_badshape": lambda x: x.copy_(Tensor([1.0, 2.0, 3.0])),
}


def eager(name, f, dt):
    x = mk(dt)
    y = x
    r = f(x)
    return (r is x if isinstance(r, Tensor) else r), x, y is x


def eager_param(name, f, dt):
    p = Parameter(mk(dt), name="p")
    r = f(p)
    return (r is p if isinstance(r, Tensor) else r), p, type(p).__name__


class InCell(nn.Cell):
    def __init__(self, f, dt):
        super().__init__()
        self.f = f
        self.p = Parameter(mk(dt), name="p")

    def construct(self, x):
        self.f(self.p)
        return self.p + 0


for nm, f in INPLACE.items():
    for dt in DTS:
        case(f"eager_{nm}_{dt}", lambda f=f, dt=dt, nm=nm: eager(nm, f, dt))
        case(f"param_{nm}_{dt}", lambda f=f, dt=dt, nm=nm: eager_param(nm, f, dt))
    for dt in (ms.int32, ms.float32, ms.float16):
        case(f"cellp_{nm}_{dt}", lambda f=f, dt=dt: (lambda c: (c(Tensor(1.0)), c.p))(InCell(f, dt)))


# the methods inside graph code, on an input Tensor
@ms.jit
def j_add(x):
    x.add_(1)
    return x


@ms.jit
def j_set(x):
    x[0] = 5
    return x * 1


@ms.jit
def j_fill(x):
    y = x.zero_()
    return y + 1


@ms.jit
def j_copy(x, y):
    x.copy_(y)
    return x


@ms.jit
def j_mul_ret(x):
    return x.mul_(2)


for dt in (ms.int32, ms.float32, ms.float16, ms.bool_):
    case(f"jit_add_{dt}", lambda dt=dt: (lambda x: (j_add(x), x))(mk(dt)))
    case(f"jit_set_{dt}", lambda dt=dt: (lambda x: (j_set(x), x))(mk(dt)))
    case(f"jit_zero_{dt}", lambda dt=dt: (lambda x: (j_fill(x), x))(mk(dt)))
    case(f"jit_copy_{dt}", lambda dt=dt: (lambda x: (j_copy(x, Tensor([[7.5, 8.5]], ms.float32)), x))(mk(dt)))
    case(f"jit_mulret_{dt}", lambda dt=dt: (lambda x: (j_mul_ret(x), x))(mk(dt)))

# Parameter attributes
for dt in DTS:
    case(f"p_attrs_{dt}", lambda dt=dt: (lambda p: (p.name, p.requires_grad, p.layerwise_parallel, str(p.dtype), p.shape,
                                                    p.ndim, p.size, p.is_init, p.has_init, p.sliced, p.param_info.name))(
        Parameter(mk(dt), name="w")))
case("p_noname", lambda: Parameter(Tensor([1.0])).name)
case("p_noname_2", lambda: [Parameter(Tensor([1.0])).name for _ in range(2)])
case("p_name_int", lambda: Parameter(Tensor([1.0]), name=3).name)
case("p_name_empty", lambda: Parameter(Tensor([1.0]), name="").name)
case("p_name_set", lambda: (lambda p: (setattr(p, "name", "z"), p.name)[1])(Parameter(Tensor([1.0]), name="a")))
case("p_name_set_int", lambda: (lambda p: (setattr(p, "name", 5), p.name)[1])(Parameter(Tensor([1.0]), name="a")))
case("p_name_long", lambda: Parameter(Tensor([1.0]), name="a" * 2000).name[:5])
case("p_rg_set", lambda: (lambda p: (setattr(p, "requires_grad", False), p.requires_grad)[1])(Parameter(Tensor([1.0]), name="a")))
case("p_rg_set_int", lambda: (lambda p: (setattr(p, "requires_grad", 1), p.requires_grad)[1])(Parameter(Tensor([1.0]), name="a")))
case("p_rg_ctor_int", lambda: Parameter(Tensor([1.0]), name="a", requires_grad=0).requires_grad)
case("p_from_int", lambda: Parameter(3, name="a"))
case("p_from_float", lambda: Parameter(2.5, name="a"))
case("p_from_bool", lambda: Parameter(True, name="a"))
case("p_from_list", lambda: Parameter([1, 2], name="a"))
case("p_from_np", lambda: Parameter(np.array([1, 2], np.int16), name="a"))
case("p_from_np_f64", lambda: Parameter(np.array([1.5]), name="a"))
case("p_from_none", lambda: Parameter(None, name="a"))
case("p_from_str", lambda: Parameter("x", name="a"))
case("p_from_param", lambda: (lambda q: (q.name, q))(Parameter(Parameter(Tensor([1.0]), name="in"), name="out")))
case("p_from_0d", lambda: Parameter(Tensor(2), name="a"))
case("p_from_empty", lambda: Parameter(Tensor(np.zeros((0, 2), np.float32)), name="a"))
case("p_clone", lambda: (lambda p: (lambda c: (c.name, c.requires_grad, c, c is p))(p.clone()))(Parameter(Tensor([1.0]), name="w")))
case("p_clone_prefix", lambda: (lambda p: p.clone(prefix="pre").name)(Parameter(Tensor([1.0]), name="w")))
case("p_clone_init", lambda: (lambda p: p.clone(init="zeros"))(Parameter(Tensor([1.0, 2.0]), name="w")))
case("p_clone_init_ones", lambda: (lambda p: p.clone(init="ones"))(Parameter(Tensor([1, 2], ms.int32), name="w")))
case("p_clone_rg", lambda: (lambda p: (setattr(p, "requires_grad", False), p.clone().requires_grad)[1])(Parameter(Tensor([1.0]), name="w")))
case("p_clone_indep", lambda: (lambda p: (lambda c: (c.__setitem__(0, 9), p)[1])(p.clone()))(Parameter(Tensor([1.0]), name="w")))
case("p_copy", lambda: (lambda p: (lambda c: (type(c).__name__, c.name, c))(copy.copy(p)))(Parameter(Tensor([1.0]), name="w")))
case("p_deepcopy", lambda: (lambda p: (lambda c: (type(c).__name__, c.name, c))(copy.deepcopy(p)))(Parameter(Tensor([1.0]), name="w")))
SD = {"same": Tensor([5.0, 6.0]), "f64": Tensor([5.0, 6.0], ms.float64), "i32": Tensor([5, 6], ms.int32),
      "bool": Tensor([True, False]), "f16": Tensor([5.0, 6.0], ms.float16), "shape3": Tensor([1.0, 2.0, 3.0]),
      "shape2x1": Tensor([[1.0], [2.0]]), "scalar0d": Tensor(4.0), "np": np.array([1.0, 2.0], np.float32),
      "int": 3, "float": 2.5, "list": [1.0, 2.0], "param": Parameter(Tensor([7.0, 8.0]), name="o")}
for k, v in SD.items():
    for pdt in (ms.float32, ms.int32, ms.float16):
        case(f"setdata_{k}_{pdt}", lambda v=v, pdt=pdt: (lambda p: (lambda r: (r is p, p, p.name))(p.set_data(v)))(
            Parameter(Tensor([1, 2], pdt), name="w")))
        case(f"setdata_slice_{k}_{pdt}", lambda v=v, pdt=pdt: (lambda p: (p.set_data(v, slice_shape=True), p)[1])(
            Parameter(Tensor([1, 2], pdt), name="w")))
case("setdata_0d_param_1", lambda: (lambda p: (p.set_data(Tensor([3.0])), p)[1])(Parameter(Tensor(1.0), name="w")))
case("setdata_0d_param_3", lambda: (lambda p: (p.set_data(Tensor([3.0, 4.0])), p)[1])(Parameter(Tensor(1.0), name="w")))
case("p_value", lambda: (lambda p: (type(p.value()).__name__, p.value()))(Parameter(Tensor([1.0]), name="w")))
case("p_data_is", lambda: (lambda p: p.data is p)(Parameter(Tensor([1.0]), name="w")))
case("p_add", lambda: (lambda p: (type(p + 1).__name__, p + 1))(Parameter(Tensor([1.0]), name="w")))
case("p_neg_type", lambda: type(-Parameter(Tensor([1.0]), name="w")).__name__)
case("p_astype", lambda: (lambda r: (type(r).__name__, r))(Parameter(Tensor([1.5]), name="w").astype(ms.int32)))
case("p_getitem", lambda: (lambda r: (type(r).__name__, r))(Parameter(Tensor([1.5, 2.0]), name="w")[0]))
case("p_repr", lambda: repr(Parameter(Tensor([1.5, 2.0]), name="w")))
case("p_init_repr", lambda: repr(Parameter(ms.common.initializer.initializer("ones", [2], ms.float32), name="w")))
case("p_init_has", lambda: (lambda p: (p.has_init, p.init_data(), p.has_init))(
    Parameter(ms.common.initializer.initializer("ones", [2], ms.float32), name="w")))
case("p_requires_grad_ctor_str", lambda: Parameter(Tensor([1.0]), name="a", requires_grad="yes").requires_grad)
case("p_in_tuple_names", lambda: [p.name for p in ms.ParameterTuple([Parameter(Tensor([1.0]), name="a"), Parameter(Tensor([2.0]), name="b")])])
case("p_tuple_clone", lambda: [p.name for p in ms.ParameterTuple([Parameter(Tensor([1.0]), name="a")]).clone("pp")])
case("p_tuple_dup", lambda: len(ms.ParameterTuple([Parameter(Tensor([1.0]), name="a")] * 2)))
