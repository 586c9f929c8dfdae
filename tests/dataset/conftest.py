import pytest


@pytest.fixture(autouse=True)
def _restore_dataset_config():
    """Tests that set the dataset seed or prefetch size leave the global config as they found it."""
    from msgraph.dataset.core import config

    saved = (config._ds_seed, config._ms_seed_when_set, config._prefetch_size, config._num_parallel_workers)
    yield
    config._ds_seed, config._ms_seed_when_set, config._prefetch_size, config._num_parallel_workers = saved
