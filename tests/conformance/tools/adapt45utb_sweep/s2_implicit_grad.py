"""ut pynative_mode/test_implicit_conversion.py and test_kw_and_kwarg.py, fifth pass: gradients (GradOperation
get_all + sens) of binary ops between mixed-dtype Tensors and Python scalars -- which dtype each input's gradient
has, and its values -- for sens of the output's dtype and of another, and *args / **kwargs Cells with mixed dtypes
under GradOperation; Graph mode under MODE=graph."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _h import case

GA = ops.GradOperation(get_all=True, sens_param=True)
XV = np.array([[1, 2, 3], [4, 5, 6]])
YV = np.array([[3, 1, 0], [2, 2, 7]])
SV = np.array([[1.0, 2.0, 0.0], [0.0, 3.0, 4.0]])


class Bin(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x, y):
        return self.f(x, y)


class GradNet(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, y, sens):
        return GA(self.net)(x, y, sens)


BINS = {"add": lambda x, y: x + y, "sub": lambda x, y: x - y, "mul": lambda x, y: x * y,
        "maximum": ops.maximum, "div": lambda x, y: x / (y + 1)}
DTS = ("float16", "float32", "float64", "int8", "uint8", "int32", "bool")
for op, f in BINS.items():
    for dx in DTS:
        for dy in DTS:
            if dx == dy and dx not in ("bool", "int8"):
                continue
            x, y = Tensor(XV.astype(dx)), Tensor(YV.astype(dy))

            def run():
                out = Bin(f)(x, y)
                return GradNet(Bin(f))(x, y, Tensor(SV.astype(ms.dtype_to_nptype(out.dtype))))
            case(f"grad_{op}_{dx}_{dy}", run)
# sens of another dtype than the output
for sd in ("float16", "float64", "int16", "int32", "bool"):
    for dx, dy in (("float32", "int32"), ("int8", "uint8"), ("float16", "float32"), ("float32", "bool")):
        x, y = Tensor(XV.astype(dx)), Tensor(YV.astype(dy))
        case(f"grad_add_sens_{sd}_{dx}_{dy}", lambda: GradNet(Bin(BINS["add"]))(x, y, Tensor(SV.astype(sd))))
        case(f"grad_mul_sens_{sd}_{dx}_{dy}", lambda: GradNet(Bin(BINS["mul"]))(x, y, Tensor(SV.astype(sd))))


# Tensor with a Python scalar
class Scal(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x):
        return self.f(x)


SCALS = {"add_int": lambda x: x + 2, "radd_float": lambda x: 2.5 + x, "sub_bool": lambda x: x - True,
         "mul_float": lambda x: x * 1.5, "rdiv_int": lambda x: 3 / (x + 1), "pow_int": lambda x: x ** 2,
         "rsub_float": lambda x: 0.5 - x}
for name, f in SCALS.items():
    for dx in ("float16", "float32", "float64", "int32", "uint8", "bool"):
        x = Tensor(XV.astype(dx))

        def run():
            out = Scal(f)(x)
            return ops.GradOperation(get_all=True, sens_param=True)(Scal(f))(
                x, Tensor(SV.astype(ms.dtype_to_nptype(out.dtype))))
        case(f"grad_scalar_{name}_{dx}", run)


class KwNet(nn.Cell):
    def construct(self, x, y, *arg, **kwargs):
        return 2 * x + 3 * y + 4 * arg[0] + 5 * kwargs['v']


class GradKwNet(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation(get_all=True, sens_param=True)

    def construct(self, x, y, *arg, **kwargs):
        return self.g(self.net)(x, y, *arg, **kwargs)


ONES = np.ones([1, 2, 3])
for dts in (("int32", "float32", "float64", "float16", "int32", "float64"),
            ("float16", "float16", "float16", "float16", "float16", "float16"),
            ("bool", "int8", "uint8", "float32", "int64", "float32"),
            ("float64", "int32", "float16", "bool", "float32", "int8")):
    x, y, z, u, v, w = (Tensor(ONES.astype(d)) for d in dts)
    case(f"kw_fwd_{'_'.join(dts)}", lambda: KwNet()(x, y, z, u=u, v=v, w=w))
    case(f"kw_grad_{'_'.join(dts)}",
         lambda: GradKwNet(KwNet())(x, y, z, u=u, v=v, w=w, sens=Tensor(ONES.astype(np.float64))))
