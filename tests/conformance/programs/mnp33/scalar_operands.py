"""mindspore.numpy's operand rule: a Python int / float / bool / list is its own Int32 / Float32 / Bool Tensor, then
the two Tensors promote (int8 + 3 is Int32, float16 + 1.5 Float32); integer remainder / fmod by 0 is 0."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor
from _conf import emit, emit_error

i8 = Tensor(np.array([0, 1, 2, -3]), ms.int8)
u8 = Tensor(np.array([0, 1, 2, 3]), ms.uint8)
i16 = Tensor(np.array([0, 1, 2, -3]), ms.int16)
i32 = Tensor(np.array([7, -7, 5, 0]), ms.int32)
h = Tensor(np.array([0.5, 1.0, 2.5, -3.0]), ms.float16)
b = Tensor(np.array([True, False, True, False]))
z = Tensor(np.array([2, 0, -3, 0]), ms.int32)

for name in ("add", "subtract", "floor_divide", "remainder", "mod", "fmod", "power", "gcd", "lcm", "bitwise_and",
             "bitwise_or", "hypot", "heaviside", "copysign"):
    fn = getattr(mnp, name)
    for tname, t in (("i8", i8), ("u8", u8), ("i16", i16), ("h", h)):
        for sname, s in (("int", 3), ("float", 1.5), ("list", [2, 1, 2, 2])):
            if name in ("gcd", "lcm", "bitwise_and", "bitwise_or") and (tname == "h" or sname == "float"):
                continue
            if name in ("add", "hypot") and tname == "u8":
                continue   # MindSpore's CPU add is x1 - neg(x2): a uint8 neg wraps (docs/differences.md, mnp33)
            emit(f"{name}_{tname}_{sname}", fn(t, s))
            emit(f"{name}_{sname}_{tname}", fn(s, t))

emit("subtract_bool_int", mnp.subtract(b, 3))
emit("add_bool_int", mnp.add(b, 3))
emit("power_bool_int", mnp.power(b, 2))
emit("floor_divide_bool_int", mnp.floor_divide(3, Tensor(np.array([True, True]))))
emit("remainder_by_zero", mnp.remainder(i32, z))
emit("mod_by_zero_scalar", mnp.mod(i32, 0))
emit("fmod_by_zero", mnp.fmod(i32, z))
emit("remainder_bool_bool", mnp.remainder(b, Tensor(np.array([True, True, False, False]))))
emit("gcd_i8_i8", mnp.gcd(i8, Tensor(np.array([4, 3, 6, 9]), ms.int8)))
emit("lcm_u8_i8", mnp.lcm(u8, Tensor(np.array([4, 3, 6, 9]), ms.int8)))
emit("arctan2_i8_i8", mnp.arctan2(i8, Tensor(np.array([1, 1, 2, 2]), ms.int8)))
emit("arctan2_i16_h", mnp.arctan2(i16, h))
emit("add_dtype", mnp.add(i8, 3, dtype=ms.float16))

emit_error("add_int_bool", mnp.add, i8, True)
emit_error("add_int_bool_tensor", mnp.add, i32, b)
emit_error("add_bool_scalar_first", mnp.add, 3, b)
emit_error("hypot_bool", mnp.hypot, b, i32)
emit_error("copysign_bool", mnp.copysign, i32, b)
emit_error("arctan2_scalar", mnp.arctan2, i8, 2)
emit_error("float_power_scalar", mnp.float_power, h, 2)


@ms.jit
def graph_ops(a, c, d):
    return (mnp.add(a, 3), mnp.subtract(1.5, c), mnp.remainder(a, 0), mnp.power(a, 2), mnp.floor_divide(d, 2),
            mnp.fmod(d, mnp.array([2, 0, 3, 0])))


emit("graph", graph_ops(i8, h, i32))
