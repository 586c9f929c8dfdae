"""From MindSpore's loss-function page (model_train/custom_program/loss.md: a 160-row GeneratorDataset trained
with Model.train after set_seed): MindSpore 2.10's libstdc++ draws uniform_int_distribution by downscaling
(word // ((2**32 - 1) // range), a word past the last whole range redrawn), also inside std::shuffle's paired draws;
msgraph used GCC 11's Lemire multiply, which agrees for most small draws but put a 160-row dataset's rows in another
order by the 2nd batch (and 1000-row ones from the first rows), and ops.randperm's permutation too."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import ops
from _conf import emit

MODES = ("pynative",)

ms.set_seed(1)
for n in (160, 1000, 5000):
    data = ds.NumpySlicesDataset(np.arange(n, dtype=np.int32), column_names=["x"], shuffle=True)
    emit(f"sampler_shuffle_{n}", [int(r[0]) for r in data.create_tuple_iterator(output_numpy=True)])
data = ds.GeneratorDataset([(np.array([i]),) for i in range(300)], ["x"], shuffle=False).shuffle(300)
emit("shuffle_op_300", [int(r[0][0]) for r in data.create_tuple_iterator(output_numpy=True)])
emit("randperm_3000", ops.randperm(3000, seed=7))
