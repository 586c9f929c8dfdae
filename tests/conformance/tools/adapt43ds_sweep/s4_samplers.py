"""Samplers on a random-access GeneratorDataset, seeded: DistributedSampler shuffle=True / offset / num_samples,
RandomSampler replacement, WeightedRandomSampler, SubsetRandomSampler num_samples, chained samplers (add_child),
sampler objects reused across datasets, epochs of a seeded shuffle, get_dataset_size with each; bad arguments."""
import numpy as np
import mindspore.dataset as ds
from _h import case

ds.config.set_seed(11)


class RA:
    def __init__(self, n=10):
        self.n = n

    def __getitem__(self, i):
        return (np.int32(i),)

    def __len__(self):
        return self.n


def ids(d, epochs=1):
    it = d.create_tuple_iterator(num_epochs=epochs, output_numpy=True)
    return [[int(r[0]) for r in it] for _ in range(epochs)]


def D(sampler=None, n=10, **kw):
    return ds.GeneratorDataset(RA(n), ["a"], sampler=sampler, **kw)


case("dist_shuffle", lambda: [ids(D(ds.DistributedSampler(2, i, shuffle=True))) for i in range(2)])
case("dist_shuffle_epochs", lambda: ids(D(ds.DistributedSampler(2, 0, shuffle=True)), 2))
case("dist_num_samples", lambda: [ids(D(ds.DistributedSampler(3, i, shuffle=False, num_samples=2))) for i in range(3)])
case("dist_num_samples_size", lambda: [D(ds.DistributedSampler(3, i, shuffle=False, num_samples=5)).get_dataset_size() for i in range(3)])
case("dist_offset", lambda: [ids(D(ds.DistributedSampler(3, i, shuffle=False, offset=1))) for i in range(3)])
case("dist_offset_size", lambda: [D(ds.DistributedSampler(3, i, shuffle=False, offset=2)).get_dataset_size() for i in range(3)])
case("dist_bad_shard", lambda: ids(D(ds.DistributedSampler(2, 2))))
case("dist_zero_shards", lambda: ids(D(ds.DistributedSampler(0, 0))))
case("random_repl", lambda: ids(D(ds.RandomSampler(replacement=True, num_samples=6))))
case("random_repl_size", lambda: D(ds.RandomSampler(replacement=True, num_samples=16)).get_dataset_size())
case("random_norepl_more", lambda: [ids(D(ds.RandomSampler(num_samples=16))), D(ds.RandomSampler(num_samples=16)).get_dataset_size()])
case("random_epochs", lambda: ids(D(ds.RandomSampler(), n=5), 3))
case("weighted", lambda: ids(D(ds.WeightedRandomSampler([0, 0, 1, 0, 1, 0, 0, 0, 0, 0], 6))))
case("weighted_norepl", lambda: ids(D(ds.WeightedRandomSampler([0.1] * 10, 4, replacement=False))))
case("weighted_size", lambda: D(ds.WeightedRandomSampler([0.1] * 10, 4)).get_dataset_size())
case("weighted_neg", lambda: ids(D(ds.WeightedRandomSampler([-1.0] + [1.0] * 9, 4))))
case("weighted_all_zero", lambda: ids(D(ds.WeightedRandomSampler([0.0] * 10, 4))))
case("subset_random_num", lambda: [ids(D(ds.SubsetRandomSampler([1, 3, 5, 7, 9], num_samples=3))), D(ds.SubsetRandomSampler([1, 3, 5, 7, 9], num_samples=3)).get_dataset_size()])
case("subset_oob", lambda: ids(D(ds.SubsetSampler([1, 12]))))
case("subset_neg", lambda: ids(D(ds.SubsetSampler([1, -1]))))
case("subset_dup", lambda: ids(D(ds.SubsetSampler([2, 2, 0]))))
case("subset_random_oob", lambda: ids(D(ds.SubsetRandomSampler([1, 12]))))
case("seq_start_oob", lambda: ids(D(ds.SequentialSampler(12))))
case("seq_num_gt", lambda: [ids(D(ds.SequentialSampler(8, 5))), D(ds.SequentialSampler(8, 5)).get_dataset_size()])


def chained():
    s = ds.SequentialSampler(start_index=1, num_samples=6)
    s.add_child(ds.DistributedSampler(2, 1, shuffle=False))
    return s


case("chained", lambda: [ids(D(chained())), D(chained()).get_dataset_size()])


def chained2():
    s = ds.DistributedSampler(2, 0, shuffle=False)
    s.add_child(ds.SubsetSampler([9, 8, 7, 6, 5]))
    return s


case("chained_subset", lambda: [ids(D(chained2())), D(chained2()).get_dataset_size()])
case("sampler_reuse", lambda: (lambda s: [ids(D(s)), ids(D(s, n=6))])(ds.SequentialSampler(2, 3)))
case("shuffle_seeded_epochs", lambda: ids(D(shuffle=True, n=6), 2))
case("num_samples_shuffle", lambda: ids(D(shuffle=True, num_samples=4)))
case("shards_shuffle", lambda: [ids(D(num_shards=2, shard_id=i, shuffle=True)) for i in range(2)])
case("list_sampler_size", lambda: [D([3, 3, 1]).get_dataset_size(), ids(D([3, 3, 1]))])
case("numpy_sampler", lambda: ids(D(np.array([4, 2]))))
