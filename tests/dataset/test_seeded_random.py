"""Seeded random transforms draw MindSpore 2.10's numbers: each transform's std::mt19937 (seeded with the dataset
seed; worker k of a map seed + k), the libstdc++ distributions it draws with, and the samplers' streams.  The
expected values were read from MindSpore 2.10 (tests/conformance/programs/ds27 records whole pipelines)."""
import numpy as np

import msgraph.dataset as ds
import msgraph.dataset.transforms as T
import msgraph.dataset.vision as vision
from msgraph.common import stdengines as se
from msgraph.dataset.core.pipeline import MapEngines, OpEngines


def _firsts(d, epochs=1):
    it = d.create_tuple_iterator(output_numpy=True, num_epochs=epochs)
    return [[int(r[0].reshape(-1)[0]) for r in it] for _ in range(epochs)]


def _crop_offsets(seed, n, width_range, height_range):
    g = se.MT19937(seed)
    return [(se.mt19937_uniform(g, width_range), se.mt19937_uniform(g, height_range)) for _ in range(n)]


def test_random_crop_draws_left_then_top_from_its_engine():
    ds.config.set_seed(11)
    images = np.arange(6 * 9 * 8, dtype=np.int32).reshape(6, 9, 8, 1)
    d = ds.NumpySlicesDataset(images, ["image"], shuffle=False).map(vision.RandomCrop((2, 2)), num_parallel_workers=1)
    got = _firsts(d, 2)
    offsets = _crop_offsets(11, 12, 6, 7)
    want = [i * 72 + y * 8 + x for i, (x, y) in enumerate(offsets[:6])]
    assert got[0] == want == [1, 112, 155, 277, 290, 371]     # as MindSpore 2.10 gives them
    assert got[1] == [i * 72 + y * 8 + x for i, (x, y) in enumerate(offsets[6:])]   # the stream goes on
    assert _firsts(d) == [want]           # a new iterator builds the transform again


def test_map_workers_are_seeded_seed_plus_k_and_take_rows_in_turn():
    ds.config.set_seed(11)
    images = np.arange(5 * 5 * 4, dtype=np.int32).reshape(5, 5, 4, 1)
    d = ds.NumpySlicesDataset(images, ["image"], shuffle=False).map(vision.RandomCrop((2, 3)), num_parallel_workers=2)
    got = _firsts(d, 2)
    w0, w1 = iter(_crop_offsets(11, 6, 1, 3)), iter(_crop_offsets(12, 6, 1, 3))
    # epoch 1: rows to workers 0, 1, 0, 1, 0; the end of the epoch takes worker 1's turn; epoch 2: 0, 1, 0, 1, 0
    order = [w0, w1, w0, w1, w0] + [w0, w1, w0, w1, w0]
    flat = [i % 5 * 20 + y * 4 + x for i, (x, y) in enumerate(next(w) for w in order)]
    assert got == [flat[:5], flat[5:]]


def test_nested_transforms_keep_the_dataset_seed():
    engines = MapEngines(11, 2, (op := T.RandomApply([inner := vision.RandomCrop(1)]),))
    first, second = engines.next_worker(), engines.next_worker()
    assert se.MT19937(12).next() == second.engine(op).next()
    assert se.MT19937(11).next() == second.engine(inner).next() == first.engine(inner).next()
    assert isinstance(first, OpEngines) and first.engine(inner) is not second.engine(inner)


def test_eager_calls_build_the_transform_again():
    ds.config.set_seed(11)
    img = np.arange(9 * 8, dtype=np.uint8).reshape(9, 8, 1)
    crop = vision.RandomCrop((2, 2))
    outs = [crop(img)[0, 0, 0] for _ in range(3)]
    x, y = _crop_offsets(11, 1, 6, 7)[0]
    assert outs == [y * 8 + x] * 3
    ds.config.set_seed(12)
    x, y = _crop_offsets(12, 1, 6, 7)[0]
    assert crop(img)[0, 0, 0] == y * 8 + x


def test_flip_is_a_bernoulli_of_a_canonical_double():
    ds.config.set_seed(7)
    images = np.arange(6 * 4, dtype=np.uint8).reshape(6, 1, 4, 1)
    d = ds.NumpySlicesDataset(images, ["image"], shuffle=False)
    d = d.map(vision.RandomHorizontalFlip(), num_parallel_workers=1)
    flipped = [v % 4 == 3 for v in _firsts(d)[0]]
    assert flipped == [True, True, False, True, True, True]      # MindSpore 2.10
    g = se.MT19937(7)
    assert flipped == [se.bernoulli(g, 0.5) for _ in range(6)]


def test_float_distributions_of_libstdcxx():
    g = se.MT19937(5)
    w = se.MT19937(5).next()
    assert se.uniform_float(g, -1.0, 1.0) == np.float32(np.float32(w) / np.float32(2 ** 32) * np.float32(2) - 1)
    # a member normal_distribution<float> hands out the pair's second value on the next call
    g = se.MT19937(3)
    a, b = se.member_normal_float(g, 0.0, 1.0), se.member_normal_float(g, 0.0, 1.0)
    assert g.saved_normal is None and a != b
    # MixUpBatch's lambda for seed 11, alpha 1, x1 and x2 from two distributions (MindSpore 2.10: 0.08980245888233185)
    g, gamma_x1, gamma_x2 = se.MT19937(11), se.GammaFloat(1.0), se.GammaFloat(1.0)
    x1 = gamma_x1(g)
    assert float(np.float32(x1 / (x1 + gamma_x2(g)))) == 0.08980245888233185


def test_std_sample_picks_in_order():
    g = se.MT19937(1)
    picked = se.mt19937_sample(4, 2, g)
    assert len(picked) == 2 and picked == sorted(picked) and set(picked) <= {0, 1, 2, 3}
    assert se.mt19937_sample(3, 5, se.MT19937(1)) == [0, 1, 2]


def test_weighted_sampler_reseeds_each_epoch_and_caps_at_the_rows():
    ds.config.set_seed(11)
    d = ds.NumpySlicesDataset(np.arange(6), ["x"], sampler=ds.WeightedRandomSampler([0.1, 0.2, 0.3, 0.1, 0.2, 0.1], 8))
    assert _firsts(d, 2) == [[0, 3, 1, 5, 1, 1]] * 2                  # MindSpore 2.10
    ds.config.set_seed(14)
    d = ds.NumpySlicesDataset(np.arange(6), ["x"], sampler=ds.WeightedRandomSampler([5, 1, 0, 2, 2, 9], 6, False))
    assert _firsts(d) == [[5, 3, 4, 0, 1, 2]]


def test_unseeded_pipelines_still_vary():
    ds.config.set_seed(5489)          # MindSpore's "no seed": each transform takes a random one
    images = np.arange(40 * 30, dtype=np.int32).reshape(40, 1, 30, 1)
    d = ds.NumpySlicesDataset(images, ["image"], shuffle=False).map(vision.RandomCrop((1, 1)), num_parallel_workers=1)
    assert _firsts(d) != _firsts(d)
