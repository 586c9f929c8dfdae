# MindSpore 2.10's generator state: ms.get_rng_state() is a uint8 Tensor of 16 bytes (seed, offset as int64),
# the default generator starts at seed 0, ms.manual_seed returns the default generator and takes any int
# (negative / wide seeds wrap to int64), set_rng_state checks dtype and size (RuntimeError).
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error

MODES = ("pynative",)

emit("attrs", [hasattr(ms, n) for n in ("get_rng_state", "set_rng_state", "manual_seed", "seed", "initial_seed",
                                         "Generator", "default_generator")])
emit("fresh_generator", [ms.Generator().initial_seed(), ms.Generator().get_state()])
emit("manual_returns_default", ms.manual_seed(5) is ms.default_generator)
emit("after_manual", [ms.initial_seed(), ms.get_rng_state()])
ms.manual_seed(-3)
emit("negative", [ms.initial_seed(), ms.get_rng_state()])
ms.manual_seed(2 ** 40 + 3)
emit("wide", [ms.initial_seed(), ms.get_rng_state()])
ms.manual_seed(True)
emit("bool_seed", ms.initial_seed())
emit_error("numpy_int_seed", lambda: ms.manual_seed(np.int64(4)))
emit_error("float_seed", lambda: ms.manual_seed(1.5))
g = ms.Generator()
emit("gen_initial", [g.initial_seed(), g.get_state()])
emit("gen_steps", [[int(v) for v in g._step(Tensor(5, ms.int64))], [int(v) for v in g._step(Tensor(3, ms.int64))]])
state = g.get_state()
emit("gen_state", state)
ms.set_rng_state(state)
emit("default_after_set", [ms.initial_seed(), ms.get_rng_state()])
emit("seed_types", [type(ms.seed()).__name__, type(g.seed()).__name__, g.get_state().asnumpy()[8:]])
emit_error("state_short", lambda: ms.set_rng_state(Tensor(np.zeros(8, np.uint8))))
emit_error("state_long", lambda: ms.set_rng_state(Tensor(np.arange(20).astype(np.uint8))))
emit_error("state_float", lambda: ms.set_rng_state(Tensor(np.zeros(16, np.float32))))
emit_error("state_numpy", lambda: ms.set_rng_state(np.zeros(16, np.uint8)))
