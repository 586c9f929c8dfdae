"""Seeded shuffles and samplers in MindSpore's exact order (ut dataset test_concat 12/13, test_sampler_chain,
test_sampler): shuffle() across epochs, RandomSampler (shuffle=True) with and without replacement,
DistributedSampler, SubsetRandomSampler, repeats, sampler chains and user samplers."""
import numpy as np
import mindspore.dataset as ds
from _conf import emit, emit_error

MODES = ("pynative",)
SRC = [np.array(i) for i in range(10)]


def epochs(d, n=3):
    it = d.create_tuple_iterator(num_epochs=n, output_numpy=True)
    return [[x[0].tolist() for x in it] for _ in range(n)]


def gen(n):
    return ds.GeneratorDataset(SRC[:n], ["x"], shuffle=False)


for seed in (0, 5):
    ds.config.set_seed(seed)
    emit(f"shuffle_op_{seed}", epochs(gen(10).shuffle(4)))
    emit(f"shuffle_op_full_{seed}", epochs(gen(10).shuffle(10), 2))
    emit(f"random_sampler_{seed}", epochs(ds.GeneratorDataset(SRC, ["x"], sampler=ds.RandomSampler())))
    emit(f"random_num_samples_{seed}", epochs(ds.GeneratorDataset(SRC, ["x"], sampler=ds.RandomSampler(num_samples=4))))
    emit(f"random_replacement_{seed}", epochs(ds.GeneratorDataset(
        SRC, ["x"], sampler=ds.RandomSampler(replacement=True, num_samples=5))))
    emit(f"shuffle_true_{seed}", epochs(ds.NumpySlicesDataset(list(range(10)), ["x"], shuffle=True)))
    emit(f"distributed_{seed}", epochs(ds.GeneratorDataset(SRC, ["x"], num_shards=3, shard_id=1, shuffle=True)))
    emit(f"subset_random_{seed}", epochs(ds.GeneratorDataset(SRC, ["x"], sampler=ds.SubsetRandomSampler([9, 7, 5, 3, 1]))))
    emit(f"repeat_{seed}", epochs(ds.GeneratorDataset(SRC, ["x"], shuffle=True).repeat(2), 1))
    emit(f"batch_shuffle_{seed}", epochs(gen(10).batch(3).shuffle(3), 2))

ds.config.set_seed(1)
emit("concat_shuffle", epochs((gen(3) + ds.GeneratorDataset(SRC[3:], ["x"], shuffle=False)).shuffle(10), 1))

chain = ds.SequentialSampler(start_index=1, num_samples=8)
chain.add_child(ds.SequentialSampler(start_index=1, num_samples=9))
emit("chain_sequential", epochs(ds.NumpySlicesDataset(list(range(1, 11)), sampler=chain), 1))
emit("chain_size", ds.NumpySlicesDataset(list(range(1, 11)), sampler=chain).get_dataset_size())
emit_error("chain_second_child", lambda: chain.add_child(ds.SequentialSampler()))


class Jump(ds.Sampler):
    def __iter__(self):
        yield from range(0, 10, 2)


class Reverse(ds.Sampler):
    def __iter__(self):
        yield from range(4, -1, -1)


rev = Reverse()
rev.add_child(Jump())
emit("chain_user", epochs(ds.GeneratorDataset(SRC, ["x"], sampler=rev), 1))
ds.config.set_seed(0)
rnd = ds.RandomSampler()
rnd.add_child(Jump())
emit("chain_random_over_user", epochs(ds.GeneratorDataset(SRC, ["x"], sampler=rnd), 2))

added = ds.NumpySlicesDataset(list(range(100)), ["x"], shuffle=False)
added.add_sampler(ds.DistributedSampler(num_shards=4, shard_id=0, shuffle=False))
sizes = [added.get_dataset_size()]
added.add_sampler(ds.SequentialSampler(0, num_samples=15))
sizes.append(added.get_dataset_size())
emit("add_sampler_sizes", sizes)
emit("add_sampler_rows", epochs(added, 1))


class Sized(ds.Sampler):
    def __iter__(self):
        yield from range(10)

    def __len__(self):
        return 4


emit("user_len_limits", [ds.GeneratorDataset(SRC, ["x"], sampler=Sized()).get_dataset_size(),
                         epochs(ds.GeneratorDataset(SRC, ["x"], sampler=Sized()), 1)])
emit_error("subset_negative", lambda: epochs(ds.NumpySlicesDataset(list(range(10)), sampler=ds.SubsetSampler([0, -6])), 1))
emit_error("subset_bad_element", lambda: ds.SubsetSampler(np.array([[1], [5]])))
emit_error("subset_num_samples", lambda: ds.SubsetSampler([1, 2], num_samples=-1))
