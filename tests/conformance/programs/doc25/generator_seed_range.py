"""Generator.seed() / mindspore.seed() (MindSpore 2.10's docstring examples print one): a random seed drawn as an
unsigned 32-bit value (0 <= seed < 2**32), a Python int, which initial_seed() then returns.  Only the range and
the type are compared."""
import mindspore as ms
from _conf import emit

MODES = ("pynative",)
g = ms.Generator()
seeds = [g.seed() for _ in range(64)]
emit("generator_seed_u32", all(0 <= s < 2 ** 32 for s in seeds))
emit("generator_seed_type", type(seeds[0]).__name__)
emit("initial_seed_is_last", g.initial_seed() == seeds[-1])
top = [ms.seed() for _ in range(16)]
emit("global_seed_u32", all(0 <= s < 2 ** 32 for s in top))
ms.set_seed(1)   # leave the global seed fixed for the programs after this one
