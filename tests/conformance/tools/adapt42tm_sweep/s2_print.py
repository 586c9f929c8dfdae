"""Tensor printing: repr / str / print / format of every dtype, 0-d, empty, large / small floats, Parameters."""
import contextlib
import io
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter
from _h import case


def pr(t):
    f = io.StringIO()
    with contextlib.redirect_stdout(f):
        print(t)
    return f.getvalue()


VALS = {
    "small": [1.5, -2.25, 0.0], "ints": [1, 2, 3], "big": [1e10, 2.5, -3.0], "tiny": [1e-10, 1.0, 2.0],
    "mixmag": [1e-5, 1e5, 0.5], "nanin": [float("nan"), float("inf"), -float("inf"), 1.5], "neg0": [-0.0, 0.0],
    "allint_f": [1.0, 2.0, 100.0], "huge": [1e30, -1e-30], "thirds": [1 / 3, 2 / 3], "one": [7.0],
}
DTS = [ms.float16, ms.float32, ms.float64, ms.int8, ms.int32, ms.int64, ms.uint8, ms.bool_, ms.bfloat16]
for vk, v in VALS.items():
    for dt in DTS:
        def mk(v=v, dt=dt):
            a = np.array(v, np.float64)
            if dt in (ms.int8, ms.int32, ms.int64, ms.uint8, ms.bool_):
                a = np.nan_to_num(a, posinf=9, neginf=-9)
                if dt is ms.uint8:
                    a = np.abs(a) % 200
                if dt is ms.int8:
                    a = np.clip(a, -100, 100)
            return Tensor(a, dt)
        case(f"repr_{vk}_{dt}", lambda mk=mk: repr(mk()))
        case(f"str_{vk}_{dt}", lambda mk=mk: str(mk()))
        case(f"print_{vk}_{dt}", lambda mk=mk: pr(mk()))
for dt in DTS:
    case(f"repr0d_{dt}", lambda dt=dt: repr(Tensor(3, dt)))
    case(f"str0d_{dt}", lambda dt=dt: str(Tensor(3, dt)))
    case(f"repr0d_frac_{dt}", lambda dt=dt: repr(Tensor(-2.5, dt)))
    case(f"str0d_frac_{dt}", lambda dt=dt: str(Tensor(-2.5, dt)))
    case(f"reprempty_{dt}", lambda dt=dt: repr(Tensor(np.zeros((0,)), dt)))
    case(f"strempty_{dt}", lambda dt=dt: str(Tensor(np.zeros((0,)), dt)))
    case(f"reprempty2_{dt}", lambda dt=dt: repr(Tensor(np.zeros((2, 0)), dt)))
    case(f"repr2d_{dt}", lambda dt=dt: repr(Tensor(np.arange(6).reshape(2, 3), dt)))
    case(f"str2d_{dt}", lambda dt=dt: str(Tensor(np.arange(6).reshape(2, 3), dt)))
    case(f"repr3d_{dt}", lambda dt=dt: repr(Tensor(np.arange(8).reshape(2, 2, 2), dt)))
    case(f"reprlong_{dt}", lambda dt=dt: repr(Tensor(np.arange(2000) % 7, dt)))
    case(f"strlong_{dt}", lambda dt=dt: str(Tensor(np.arange(2000) % 7, dt)))
    case(f"reprlong2d_{dt}", lambda dt=dt: repr(Tensor((np.arange(40 * 40) % 5).reshape(40, 40), dt)))
    case(f"reprwide_{dt}", lambda dt=dt: repr(Tensor(np.arange(30) % 9, dt)))
    case(f"param_repr_{dt}", lambda dt=dt: repr(Parameter(Tensor([1, 0], dt), name="w")))
    case(f"param_str_{dt}", lambda dt=dt: str(Parameter(Tensor([1, 0], dt), name="w")))
    case(f"format_{dt}", lambda dt=dt: "{}".format(Tensor([1, 0], dt)))
    case(f"fstr0d_{dt}", lambda dt=dt: f"{Tensor(1, dt)}")
    case(f"fspec0d_{dt}", lambda dt=dt: f"{Tensor(1, dt):.2f}")
    case(f"fspec1d_{dt}", lambda dt=dt: f"{Tensor([1], dt):.2f}")
case("repr_frac_f32", lambda: repr(Tensor([0.1, 0.2, 0.3], ms.float32)))
case("repr_prec_f64", lambda: repr(Tensor([0.1, 1 / 7], ms.float64)))
case("repr_f16_odd", lambda: repr(Tensor([0.1, 65504.0, 6e-5], ms.float16)))
case("repr_int_big", lambda: repr(Tensor([2 ** 40, -1], ms.int64)))
case("repr_neg_int", lambda: repr(Tensor([-5, 10, -100], ms.int32)))
case("repr_computed", lambda: repr(Tensor([1.0, 2.0]) * 3))
case("repr_view", lambda: repr(Tensor(np.arange(6.0).reshape(2, 3))[:, 1]))
case("repr_from_numpy", lambda: repr(Tensor.from_numpy(np.array([0.5, -2.0], np.float32))))
case("repr_float_list_big", lambda: repr(Tensor([123456.789, 0.001])))
case("repr_uint16", lambda: repr(Tensor(np.array([1, 2], np.uint16))))
case("repr_int16", lambda: repr(Tensor(np.array([1, -2], np.int16))))
case("repr_uint32", lambda: repr(Tensor(np.array([1, 2], np.uint32))))
case("repr_uint64", lambda: repr(Tensor(np.array([1, 2], np.uint64))))
case("repr_complex", lambda: repr(Tensor(np.array([1 + 2j, -1j], np.complex64))))
case("str_complex", lambda: str(Tensor(np.array([1 + 2j, -1j], np.complex64))))
case("repr_str_np", lambda: repr(Tensor(np.array(["ab", "c"]))))
case("print_multi", lambda: pr((Tensor([1, 2]), Tensor(2.5))))
case("print_list", lambda: pr([Tensor([1.5]), 3]))
case("repr_tuple", lambda: repr((Tensor(1), Tensor([True]))))
case("dtype_repr", lambda: [repr(d) for d in DTS])
case("dtype_str", lambda: [str(d) for d in DTS])
case("shape_type", lambda: type(Tensor([1]).shape).__name__)


class PrintNet(ms.nn.Cell):
    def construct(self, x):
        print("v", x)
        return x + 0


case("cell_print_f16", lambda: PrintNet()(Tensor([1.5, 2], ms.float16)))
case("cell_print_bool", lambda: PrintNet()(Tensor([True, False])))
case("cell_print_0d", lambda: PrintNet()(Tensor(2.5)))
