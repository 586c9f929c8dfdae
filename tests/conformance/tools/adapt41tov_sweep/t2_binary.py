"""st/tensor/overload binary methods with a Python-number / bool / 0-d Tensor other, positional and keyword (add / sub
/ mul / divide / remainder / comparisons / maximum / fmax / atan2 / copysign / heaviside / hypot / gcd / lcm / ldexp /
nextafter / xlogy / logaddexp2 / & | ^ / shifts / isclose / allclose / lerp / in-place add_ sub_ mul_ div_ ...) over
8 dtypes x 0-d / 2-d / empty eagerly, 2-d in @ms.jit and a Cell."""
from _t import run_exprs

M = ["add", "sub", "subtract", "mul", "multiply", "divide", "true_divide", "floor_divide", "remainder", "eq", "ne",
     "not_equal", "ge", "greater", "greater_equal", "gt", "le", "lt", "maximum", "minimum", "fmax", "fmin", "atan2",
     "arctan2", "copysign", "heaviside", "hypot", "gcd", "lcm", "ldexp", "nextafter", "xlogy", "logaddexp2",
     "__and__", "__or__", "__xor__", "bitwise_left_shift", "bitwise_right_shift", "add_", "sub_", "mul_", "div_",
     "floor_divide_", "isclose", "pow", "fmod", "logical_and", "bitwise_and"]
OTHER = ["2", "-1.5", "True", "ms.Tensor(2)", "ms.Tensor(0.5)", "other=3"]
EX = [f"x.{m}({o})" for m in M for o in OTHER]
EX += [
    "x.add(x, alpha=2)", "x.add(2, alpha=3)", "x.add(1.5, alpha=2)", "x.sub(x, alpha=2)", "x.sub(1, alpha=2.5)",
    "x.add_(x, alpha=2)", "x.sub_(1, alpha=2)", "x.divide(2, rounding_mode='floor')", "x.divide(x, rounding_mode='trunc')",
    "x.div_(2, rounding_mode='trunc')", "x.true_divide(other=x)", "x.lerp(x * 0 + 1, 0.5)", "x.lerp(x.float() * 0, x.float())",
    "x.allclose(x)", "x.allclose(x + 1e-9, rtol=0.0, atol=0.0)", "x.isclose(x, equal_nan=True)", "x.clamp(1)",
    "x.clamp(max=2)", "x.clamp(0.5, 2.5)", "x.clamp(ms.Tensor(1), ms.Tensor(2))", "x.clamp_(0, 1)", "x.clip(min=-1, max=1.5)",
    "x.masked_fill(x > 1, 9)", "x.masked_fill(x > 1, -0.5)", "x.masked_fill(x > 1, ms.Tensor(7))", "x.masked_fill_(x > 0, 2)",
    "x.fill_(3)", "x.fill_(2.5)", "x.fill_(ms.Tensor(1))", "x.zero_()", "x.exp_()", "x.log_()", "x.tanh_()", "x.floor_()",
    "x.erfinv_()", "x.new_full((2,), 3)", "x.new_full((2, 1), 2.5)", "x.new_ones(3)", "x.new_ones((2, 2), dtype=ms.int8)",
    "x.new_zeros((1, 2))", "x.new_zeros(2, dtype=ms.float16)", "(x.new_empty((2, 3)).shape, x.new_empty((2, 3)).dtype)",
    "x.type_as(ms.Tensor([1], ms.int8))", "x.type_as(ms.Tensor(1.0, ms.float64))", "x.type(ms.float16)", "x.type()",
    "x.to(ms.int32)", "x.to(dtype=ms.float64)", "x.view_as(x.reshape(-1))", "x.expand_as(ms.Tensor(np.zeros((2, 3, 4))))",
    "x.reshape_as(ms.Tensor(np.zeros((4, 3))))",
]
run_exprs("t2", EX)
